'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { Caret, DropdownButton, DropdownRoot, MenuItemControl, MenuList } from './dropdown.styles';
import { useMenuKeyboard } from './use-menu-keyboard';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  /** A link item; otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
  /** Radio-style item (the language menu): rendered as `menuitemradio` with `aria-checked`. */
  checked?: boolean;
  lang?: string;
}

export interface DropdownMenuProps {
  /** Unique per page; only one dropdown is open at a time (`useUiStore().openMenu`). */
  id: string;
  /** Accessible name of the button. */
  label: string;
  /** Visible content of the button. */
  children: ReactNode;
  items: readonly DropdownItem[];
  testId?: string;
}

/** A keyboard-operable menu button (WAI-ARIA APG "menu button"). */
export function DropdownMenu({ id, label, children, items, testId }: DropdownMenuProps) {
  const open = useUiStore((s) => s.openMenu === id);
  const setOpenMenu = useUiStore((s) => s.setOpenMenu);
  const toggleMenu = useUiStore((s) => s.toggleMenu);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const close = () => setOpenMenu(null);
  const onMenuKeyDown = useMenuKeyboard(listRef, buttonRef, close);

  useEffect(() => {
    if (!open) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]');
    if (focusOnOpen.current === 'first') items?.[0]?.focus();
    if (focusOnOpen.current === 'last') items?.[items.length - 1]?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpenMenu]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      focusOnOpen.current = 'first';
      setOpenMenu(id);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = 'last';
      setOpenMenu(id);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <DropdownRoot ref={rootRef} data-testid={testId}>
      <DropdownButton
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => toggleMenu(id)}
        onKeyDown={onButtonKeyDown}
      >
        {children}
        <Caret aria-hidden="true" />
      </DropdownButton>
      {open ? (
        <MenuList ref={listRef} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item) => {
            const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
            const common = {
              role,
              tabIndex: -1,
              lang: item.lang,
              'aria-checked': item.checked,
              'data-menu-item': '',
            } as const;
            return (
              <li key={item.key} role="none">
                {item.href ? (
                  <MenuItemControl {...common} as={Link} href={item.href} onClick={close}>
                    {item.label}
                  </MenuItemControl>
                ) : (
                  <MenuItemControl
                    {...common}
                    as="button"
                    type="button"
                    onClick={() => {
                      close();
                      buttonRef.current?.focus();
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                  </MenuItemControl>
                )}
              </li>
            );
          })}
        </MenuList>
      ) : null}
    </DropdownRoot>
  );
}
