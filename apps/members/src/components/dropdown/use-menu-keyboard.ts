'use client';

import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/**
 * Roving focus inside an open menu (WAI-ARIA menu button pattern): arrows move, Home/End jump,
 * Escape closes and returns focus to the button, Tab closes.
 */
export function useMenuKeyboard(
  listRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          focusAt(index + 1);
          break;
        case 'ArrowUp':
          event.preventDefault();
          focusAt(index < 0 ? items.length - 1 : index - 1);
          break;
        case 'Home':
          event.preventDefault();
          focusAt(0);
          break;
        case 'End':
          event.preventDefault();
          focusAt(items.length - 1);
          break;
        case 'Escape':
          event.preventDefault();
          close();
          buttonRef.current?.focus();
          break;
        case 'Tab':
          close();
          break;
        default:
          break;
      }
    },
    [listRef, buttonRef, close],
  );
}
