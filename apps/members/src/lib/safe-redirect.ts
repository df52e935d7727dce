/**
 * A `redirect` query value is followed only when it is a same-origin path: it starts with one `/`, is not
 * protocol-relative (`//evil`, `/\evil`), and carries no control characters. Anything else falls back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/members'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (Array.from(value).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
