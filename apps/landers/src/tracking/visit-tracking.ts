import { captureTracking, TRACKING_PARAMS } from '@dating/core/domain';

export const VISIT_TRACKING_KEY = 'lander-tracking';

type VisitWindow = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

/**
 * Spec §4 on a lander, at start: the visit's tracking parameters (network, ref, sub…, cpc) are read, kept for
 * this tab (sessionStorage, so a reload still signs up with them) and removed from the address bar. Returns
 * them as a query string (`?network=…`) for the sign-up link and the inline form, which read nothing else;
 * '' when the visit has none. Braces and the network rule are applied where they are used, as before.
 */
export function takeVisitTracking(win: VisitWindow = window): string {
  const { cleanedUrl, stripped } = captureTracking(win.location.href);
  if (!stripped) {
    try {
      return win.sessionStorage.getItem(VISIT_TRACKING_KEY) ?? '';
    } catch {
      return '';
    }
  }
  const incoming = new URLSearchParams(win.location.search);
  const kept = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = incoming.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = `?${kept.toString()}`;
  try {
    win.sessionStorage.setItem(VISIT_TRACKING_KEY, search);
  } catch {
    // storage blocked: the parameters still serve this page's sign-up
  }
  win.history.replaceState(win.history.state, '', cleanedUrl);
  return search;
}
