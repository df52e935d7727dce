'use client';

import { useLayoutEffect, useRef } from 'react';

const PREFIX = 'members-search-scroll:';

type ScrollStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): ScrollStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the search still works, it only starts at the top
  }
}

/** Remembers how far down the results of one search the member was (per tab, per set of filters). */
export function saveScroll(key: string, y: number, storage: ScrollStorage | null = session()): void {
  if (!storage) return;
  try {
    storage.setItem(PREFIX + key, String(Math.max(0, Math.round(y))));
  } catch {
    // storage full or blocked: nothing to restore later
  }
}

/** The remembered position of a search, once: reading it forgets it. */
export function takeScroll(key: string, storage: ScrollStorage | null = session()): number | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(PREFIX + key);
    if (raw === null) return null;
    storage.removeItem(PREFIX + key);
    const y = Number(raw);
    return Number.isFinite(y) && y > 0 ? y : null;
  } catch {
    return null;
  }
}

/**
 * Back from a profile, the member lands where they left the results: the position is saved when the
 * screen goes away (a layout-effect cleanup runs before the next page scrolls) and restored once the
 * cached pages have rendered (`ready`). Thumbnails have explicit sizes, so the page is as tall as before.
 */
export function useScrollMemory(key: string, ready: boolean): { remember: () => void } {
  const keyRef = useRef(key);
  const restored = useRef(false);

  useLayoutEffect(() => {
    keyRef.current = key;
  }, [key]);

  useLayoutEffect(() => () => saveScroll(keyRef.current, window.scrollY), []);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = takeScroll(key);
    if (y !== null) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  }, [ready, key]);

  return { remember: () => saveScroll(keyRef.current, window.scrollY) };
}
