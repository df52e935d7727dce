'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ThumbBarRoot, ThumbBarSpace } from './thumb-bar.styles';

/** The CSS variable the room at the end of the page reads: the bar's measured height while it is fixed. */
export const THUMB_BAR_VAR = '--profile-thumb-bar';

export interface ThumbBarProps {
  /** A member's phone frame has the tab bar at the bottom: the bar sits on top of it. */
  withTabBar: boolean;
  children: ReactNode;
}

/**
 * The profile's main actions in reach of the thumb: below the md breakpoint the bar is fixed to the bottom of
 * the screen, above the tab bar and the home indicator (safe-area insets), so Like and Chat are in the first
 * screen however many banners are open; from md it is a plain part of the page. It stays where it is in the
 * DOM, so the keyboard meets it in the same place as before. Its height (it grows when an alert shows in it)
 * is kept in a CSS variable, and an empty box of that height at the very end of the body (after the footer and
 * the tab bar's own room) keeps it from covering the last lines of the page.
 */
export function ThumbBar({ withTabBar, children }: ThumbBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [end, setEnd] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const fixed = getComputedStyle(bar).position === 'fixed';
      root.style.setProperty(THUMB_BAR_VAR, `${fixed ? bar.getBoundingClientRect().height : 0}px`);
    };
    measure();
    setEnd(document.body);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(THUMB_BAR_VAR);
    };
  }, []);

  return (
    <>
      <ThumbBarRoot ref={ref} data-testid="profile-thumb-bar" data-tab-bar={withTabBar ? '' : undefined}>
        {children}
      </ThumbBarRoot>
      {end
        ? createPortal(<ThumbBarSpace aria-hidden="true" data-testid="profile-thumb-bar-space" />, end)
        : null}
    </>
  );
}
