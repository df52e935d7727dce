/**
 * The legal pages apps/legal serves at `/pages/<slug>` behind the front door (spec §2), in footer order.
 * `key` names a page in code: each app maps it to a label key of its own namespace.
 */
export const LEGAL_PAGES = [
  { key: 'terms', slug: 'terms' },
  { key: 'privacy', slug: 'privacy' },
  { key: 'cookies', slug: 'cookies' },
  { key: 'ban', slug: 'ban' },
  { key: 'returnPolicy', slug: 'return-policy' },
  { key: 'service', slug: 'service' },
  { key: 'faq', slug: 'faq' },
] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];
export type LegalPageKey = LegalPage['key'];
export type LegalPageSlug = LegalPage['slug'];

/** Where apps/legal is mounted at the front door (its Next.js `basePath`). */
export const LEGAL_BASE_PATH = '/pages';

const SLUGS = Object.fromEntries(LEGAL_PAGES.map((page) => [page.key, page.slug])) as Record<
  LegalPageKey,
  LegalPageSlug
>;

/** A legal page's path at the front door, e.g. `legalPagePath('returnPolicy')` → `/pages/return-policy`. */
export function legalPagePath(key: LegalPageKey): `${typeof LEGAL_BASE_PATH}/${LegalPageSlug}` {
  return `${LEGAL_BASE_PATH}/${SLUGS[key]}`;
}
