import type { TSettings } from '../contracts/settings';

/**
 * Whether member search is shown (spec §4): when logged in, or logged_out_search is not 'none', or
 * logged_out_search_trafficsource is not 'none' and the visitor has a traffic source.
 */
export function loggedOutSearchVisible(input: {
  loggedIn: boolean;
  logged_out_search: TSettings['logged_out_search'];
  logged_out_search_trafficsource: TSettings['logged_out_search_trafficsource'];
  hasTrafficSource: boolean;
}): boolean {
  return (
    input.loggedIn ||
    input.logged_out_search !== 'none' ||
    (input.logged_out_search_trafficsource !== 'none' && input.hasTrafficSource)
  );
}
