/**
 * The navigation progress bar as a pure state machine, so its rules are testable without a browser:
 * idle → loading on an internal link click or popstate; loading → complete when the route changed;
 * complete → idle after the finishing animation.
 */
export type ProgressState = 'idle' | 'loading' | 'complete';
export type ProgressEvent = 'start' | 'routeChanged' | 'settled';

export function nextProgressState(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      return 'loading';
    case 'routeChanged':
      return state === 'loading' ? 'complete' : state;
    case 'settled':
      return state === 'complete' ? 'idle' : state;
    default:
      return state;
  }
}

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether a click on a link starts an in-app navigation worth a progress bar: a plain left click
 * (no modifier keys), not already handled, on a same-origin link that opens in this tab and goes to
 * another path or query (a hash-only change does not load anything).
 */
export function isInternalNavigation(click: ClickInfo, anchor: AnchorInfo, currentUrl: string): boolean {
  if (click.defaultPrevented) return false;
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(currentUrl);
    to = new URL(anchor.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
