/** Where a legal page leads back to: the members area for someone with a session cookie, else the home page. */
export interface BackTarget {
  href: '/members' | '/';
  member: boolean;
}

/**
 * The member site's session cookies start with `auth.` (the API sets them on the one origin). Presence is
 * enough for a link: a stale cookie lands on the member site, which sends its holder to the login page.
 */
export function backTarget(
  cookieNames: Iterable<string>,
  cookieValue: (name: string) => string | undefined,
): BackTarget {
  for (const name of cookieNames) {
    if (name.startsWith('auth.') && cookieValue(name)) return { href: '/members', member: true };
  }
  return { href: '/', member: false };
}
