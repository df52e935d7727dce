/**
 * Routes only a logged-in member may open (spec §2, §6). A visitor is sent to `/login?redirect=<path>`.
 * Everything else (entry routes, /members, /members/{id}, /premium, /pricing, /complaints, landers) is public.
 */
export const MEMBER_ONLY_PATTERNS: readonly RegExp[] = [
  /^\/chats(\/[^/]+)?$/,
  /^\/likes(\/[^/]+)?$/,
  /^\/likes\/m\/[^/]+$/,
  /^\/notifications$/,
  /^\/data-export$/,
  /^\/profile$/,
  /^\/match-finder$/,
  /^\/swipe-game$/,
  /^\/credits(\/.*)?$/,
  /^\/directdebit$/,
  /^\/transactions(\/.*)?$/,
  /^\/lang-config$/,
  /^\/members\/[^/]+\/chat$/,
];

/** True when `pathname` (no query, no trailing slash except the root) is member-only. */
export function isMemberOnlyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MEMBER_ONLY_PATTERNS.some((pattern) => pattern.test(path));
}

/** The login URL that brings the member back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

/** Routes where the top bar shows a back button in installed-app mode (spec §2). */
const BACK_BUTTON_PATTERNS: readonly RegExp[] = [
  /^\/members\/[^/]+$/,
  /^\/likes\/(received|sent|matches)$/,
  /^\/likes\/m\/[^/]+$/,
  /^\/credits$/,
  /^\/credits\/[^/]+(\/[^/]+)?$/,
];

export function showsBackButton(pathname: string): boolean {
  return pathname !== '/credits/repeat-order' && BACK_BUTTON_PATTERNS.some((p) => p.test(pathname));
}
