import { useState, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the visitor asks for reduced motion (the OS setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}

/**
 * Play state of a looping animation: it plays by itself unless reduced motion is asked for (then the still
 * poster shows), and the visitor's own Play/Pause choice wins either way (WCAG 2.2.2).
 */
export function usePlayback(): { playing: boolean; toggle: () => void } {
  const reduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  return { playing, toggle: () => setChoice(!playing) };
}
