import { LEGAL_PAGES as PAGES, type LegalPageKey } from '@dating/core/domain';
import type { LegalKey } from './legal-t';

/** The nav label of each legal page. */
const NAV_LABELS = {
  terms: 'nav.terms',
  privacy: 'nav.privacy',
  cookies: 'nav.cookies',
  ban: 'nav.ban',
  returnPolicy: 'nav.returnPolicy',
  service: 'nav.service',
  faq: 'nav.faq',
} as const satisfies Record<LegalPageKey, LegalKey>;

/** The legal pages, in footer order: path below the `/pages` base path and the nav label key. */
export const LEGAL_PAGES = PAGES.map((page) => ({
  path: `/${page.slug}` as const,
  label: NAV_LABELS[page.key],
}));

export type LegalPath = (typeof LEGAL_PAGES)[number]['path'];
