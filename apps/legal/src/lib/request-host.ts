/** Minimal view of a header list, so the rule is testable without Next. */
export interface HeaderGetter {
  get(name: string): string | null;
}

const HOSTNAME = /^[a-z0-9.-]+$/;

/**
 * The public host name the visitor used, without port, lower-case: `x-forwarded-host` (set by the members
 * app's proxy) first, else `host`. Null when absent or malformed, so it is never passed on unchecked.
 */
export function requestHost(headerList: HeaderGetter): string | null {
  const raw = headerList.get('x-forwarded-host') ?? headerList.get('host');
  const first = raw?.split(',')[0]?.trim().toLowerCase() ?? '';
  const hostname = first.startsWith('[') ? '' : (first.split(':')[0] ?? '');
  return hostname && hostname.length <= 253 && HOSTNAME.test(hostname) ? hostname : null;
}
