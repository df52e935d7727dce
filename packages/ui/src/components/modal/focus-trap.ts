const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable descendants in DOM order (hidden and `inert` subtrees excluded). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open modals, innermost last: only the top one reacts to Escape and traps focus. */
const stack: symbol[] = [];

export const modalStack = {
  push(token: symbol): void {
    stack.push(token);
  },
  remove(token: symbol): void {
    const index = stack.indexOf(token);
    if (index >= 0) stack.splice(index, 1);
  },
  isTop(token: symbol): boolean {
    return stack[stack.length - 1] === token;
  },
};

let scrollLocks = 0;
let previousOverflow = '';

/** Locks body scrolling while at least one modal is open. Returns the unlock function. */
export function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = previousOverflow;
  };
}
