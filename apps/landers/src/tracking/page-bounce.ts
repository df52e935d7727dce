import { type LanderTemplate } from '@dating/core/domain';

/** The query parameter that turns page-bounce logging on (spec §4). */
export const BOUNCE_QUERY = 'lb';

/** The beacon's address: the site's API (`siteUrl` for a campaign on another origin), lander and campaign. */
export function pageHiddenUrl(opts: {
  siteUrl: string;
  lander: LanderTemplate;
  campaign: string | null;
}): string {
  const query = new URLSearchParams({ lander: opts.lander });
  if (opts.campaign) query.set('campaign', opts.campaign);
  return `${opts.siteUrl}/api/page-hidden.php?${query.toString()}`;
}

type BounceWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  navigator: Pick<Navigator, 'sendBeacon'>;
};

export interface PageBounce {
  /** The visitor signed up or is on the way to sign-up: leaving now is not a bounce. */
  disarm(): void;
}

/**
 * Spec §4 and §7: a lander opened with `lb` sends `POST /api/page-hidden.php` (a beacon with an empty body) when
 * it becomes hidden, once, unless the visitor signed up or followed a sign-up link first. Without a body there
 * is no content type, so a campaign on another origin needs no CORS preflight. Nothing is sent without `lb`,
 * and nothing is stored in the browser.
 */
export function armPageBounce(url: string, win: BounceWindow = window): PageBounce {
  let armed = true;
  const onSignupClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && /\/signup(\?|$|\/)/.test(link.getAttribute('href') ?? '')) stop();
  };
  const onHidden = () => {
    if (!armed || win.document.visibilityState !== 'hidden') return;
    stop();
    try {
      win.navigator.sendBeacon(url);
    } catch {
      // a blocked beacon is a lost count, never an error for the visitor
    }
  };
  function stop() {
    armed = false;
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('click', onSignupClick, true);
  }
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('click', onSignupClick, true);
  return { disarm: stop };
}

/** The bounce of this page view; a no-op until `main.tsx` arms it for a visit opened with `lb`. */
export let pageBounce: PageBounce = { disarm: () => undefined };

export function startPageBounce(opts: {
  search: string;
  siteUrl: string;
  lander: LanderTemplate;
  campaign: string | null;
}): void {
  if (!new URLSearchParams(opts.search).has(BOUNCE_QUERY)) return;
  pageBounce = armPageBounce(pageHiddenUrl(opts));
}
