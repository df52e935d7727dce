import { breakpoints } from '@dating/ui/theme';

/** A smartphone (spec §2, §4): narrower than the 576 px breakpoint or a coarse pointer. */
export function isSmartphone(win: Window = window): boolean {
  if (typeof win.matchMedia !== 'function') return false;
  return (
    win.matchMedia(`(max-width: ${breakpoints.sm - 0.02}px)`).matches ||
    win.matchMedia('(pointer: coarse)').matches
  );
}

/** Push can be offered: the browser supports it and the site has a VAPID key (spec §4 push). */
export function canOfferPush(publicKey: string, win: Window = window): boolean {
  return (
    publicKey.trim() !== '' &&
    'serviceWorker' in win.navigator &&
    'PushManager' in win &&
    'Notification' in win
  );
}
