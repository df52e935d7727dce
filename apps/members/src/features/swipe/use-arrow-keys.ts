'use client';

import { useEffect, useRef } from 'react';
import { type SwipeDirection } from './swipe-rules';

/**
 * Roles whose own arrow keys must not be taken: menus, listboxes, sliders, radio groups, tabs, grids, and any
 * open dialog (the like modal, the entry warning).
 */
const ARROW_OWNERS =
  '[role="menu"], [role="menubar"], [role="listbox"], [role="slider"], [role="radiogroup"], [role="tablist"], ' +
  '[role="grid"], [role="tree"], [role="combobox"], [role="spinbutton"], [role="dialog"], dialog';

/** Whether an arrow key pressed in `target` belongs to that element (typing, a menu) rather than to the game. */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.matches('input, textarea, select')) return true;
  return target.closest(ARROW_OWNERS) !== null;
}

/** ← pass and → like, from `event`; null when the key is not the game's. */
export function arrowDirection(event: KeyboardEvent): SwipeDirection | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (ownsArrowKeys(event.target)) return null;
  if (document.querySelector('[aria-modal="true"], dialog[open]')) return null;
  return event.key === 'ArrowRight' ? 'like' : 'pass';
}

/**
 * The game's arrow keys anywhere on the page (not only while the deck has focus), as the instructions say,
 * except where the arrows already mean something: text fields, menus and other composite widgets, dialogs.
 */
export function useArrowKeys(enabled: boolean, onArrow: (direction: SwipeDirection) => void) {
  const handler = useRef(onArrow);
  useEffect(() => {
    handler.current = onArrow;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = arrowDirection(event);
      if (!direction) return;
      event.preventDefault();
      handler.current(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
