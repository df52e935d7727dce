'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (window.matchMedia?.(QUERY).matches ?? false) || nav.standalone === true;
}

/** True when the site runs as an installed app (display-mode standalone). Always false on the server. */
export function useIsStandalone(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
