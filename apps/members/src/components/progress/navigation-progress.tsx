'use client';

import { useEffect, useReducer, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { TopProgressBar } from '@dating/ui/top-progress-bar';
import { isInternalNavigation, nextProgressState, type ProgressState } from './progress-controller';

/** How long the bar stays at 100 % before it fades away. */
const SETTLE_MS = 300;

/**
 * Thin bar at the top during navigation (spec §2). Starts on an internal link click (one delegated
 * listener, capture phase) or on back/forward; completes when the pathname or query changed.
 */
export function NavigationProgress() {
  const [state, dispatch] = useReducer(nextProgressState, 'idle' as ProgressState);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams?.toString() ?? '';
  const first = useRef(true);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const internal = isInternalNavigation(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        window.location.href,
      );
      if (internal) dispatch('start');
    };
    const onPopState = () => dispatch('start');
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    // Hydrated and listening: before this, a click is a full page load with no bar (tests wait for it).
    root.current?.setAttribute('data-listening', '');
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch('routeChanged');
  }, [pathname, search]);

  useEffect(() => {
    if (state !== 'complete') return;
    const timer = window.setTimeout(() => dispatch('settled'), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div ref={root} data-testid="top-progress-bar" data-state={state}>
      <TopProgressBar active={state === 'loading'} />
    </div>
  );
}
