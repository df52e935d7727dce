import { isLikesType } from './screens';

/** First path segments that are routes of this app; any other one-segment path is a 404 (ADR 0026). */
export const TOP_LEVEL_ROUTES: ReadonlySet<string> = new Set([
  'login',
  'signup',
  'signup-matches',
  'complete-signup',
  'reset-password',
  'unlock',
  'account-deleted',
  'members',
  'chats',
  'likes',
  'notifications',
  'data-export',
  'profile',
  'match-finder',
  'swipe-game',
  'credits',
  'directdebit',
  'premium',
  'pricing',
  'complaints',
  'transactions',
  'lang-config',
  'icon.svg',
  'fictional.svg',
  'sw-push.js',
]);

/**
 * Paths known to be 404s: a one-segment path that is no route (no mailed link uses spec §2's `/{token}`, so
 * there is no such route), and /likes/{type} other than received|sent|matches. `proxy.ts` answers these
 * with a real 404 before rendering starts (a page's notFound() during a streamed render keeps status 200).
 */
export function isKnownInvalidPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (segments.length === 1 && first !== undefined) {
    return !TOP_LEVEL_ROUTES.has(first);
  }
  if (segments.length === 2 && first === 'likes' && second !== undefined) return !isLikesType(second);
  return false;
}
