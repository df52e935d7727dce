const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and for double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** An absolute http(s) URL, normalised; anything else (`javascript:`, relative paths) throws. */
export function safeUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Mail links must be http(s) URLs, got ${url.protocol}`);
  }
  return url.href;
}

/** `publicUrl` without trailing slashes, validated. */
export function siteBase(publicUrl: string): string {
  return safeUrl(publicUrl).replace(/\/+$/, '');
}

/** Host name of the site, for the default sender and Message-IDs. */
export function siteHost(publicUrl: string): string {
  return new URL(safeUrl(publicUrl)).hostname;
}
