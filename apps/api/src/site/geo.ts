import type { FastifyRequest } from 'fastify';
const CODE = /^[A-Z]{2}$/;
/** Codes proxies use for "unknown" or "Tor": not a country. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'EU', 'AP']);

/** A country code from a trusted proxy header (Cloudflare `CF-IPCountry`, or `X-Country-Code`). */
export function countryFromProxyHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && CODE.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}

/** Region subtags of Accept-Language in preference order, e.g. "nl-BE,nl;q=0.9,en-GB;q=0.8" → [BE, GB]. */
export function regionsFromAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const out: string[] = [];
  for (const { tag } of entries) {
    const region = tag
      .split('-')
      .slice(1)
      .find((s) => /^[A-Za-z]{2}$/.test(s))
      ?.toUpperCase();
    if (region && !out.includes(region)) out.push(region);
  }
  return out;
}

/**
 * The visitor's country: a trusted proxy header, else the first Accept-Language region the site serves,
 * else the site's first country.
 */
export function detectCountry(opts: {
  headers: Record<string, string | string[] | undefined>;
  trustProxy: boolean;
  served: readonly string[];
  /** Default: the site's first served country. */
  fallback?: string;
}): string {
  if (opts.trustProxy) {
    const fromProxy = countryFromProxyHeaders(opts.headers);
    if (fromProxy) return fromProxy;
  }
  const al = opts.headers['accept-language'];
  const regions = regionsFromAcceptLanguage(Array.isArray(al) ? al[0] : al);
  return regions.find((r) => opts.served.includes(r)) ?? opts.fallback ?? opts.served[0] ?? 'NL';
}

/** Lower-cased host without port (IPv6 brackets kept). */
export function normaliseDomain(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/** The site domain of a request: its Host, normalised (`localhost` when absent). */
export function requestDomain(request: Pick<FastifyRequest, 'host'>): string {
  return normaliseDomain(request.host || 'localhost');
}
