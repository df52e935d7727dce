import type { LegalKey } from './legal-t';

/** The legal pages, in footer order: path below the `/pages` base path and the nav label key. */
export const LEGAL_PAGES = [
  { path: '/terms', label: 'nav.terms' },
  { path: '/privacy', label: 'nav.privacy' },
  { path: '/cookies', label: 'nav.cookies' },
  { path: '/ban', label: 'nav.ban' },
  { path: '/return-policy', label: 'nav.returnPolicy' },
  { path: '/service', label: 'nav.service' },
  { path: '/faq', label: 'nav.faq' },
] as const satisfies readonly { path: string; label: LegalKey }[];

export type LegalPath = (typeof LEGAL_PAGES)[number]['path'];
