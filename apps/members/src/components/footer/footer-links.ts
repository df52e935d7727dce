import { legalPagePath, type LegalPageKey } from '@dating/core/domain';

/** A link to a page of apps/legal (spec §2) with its label key. */
function legalLink<const Label extends string>(key: LegalPageKey, label: Label) {
  return { key, href: legalPagePath(key), label };
}

/**
 * Footer links (spec §2), in order. `/pages/*` belong to apps/legal behind the front door, so they are
 * plain links (a full page load); the others are routes of this app.
 */
export const FOOTER_LINKS = [
  legalLink('terms', 'footer.terms'),
  legalLink('privacy', 'footer.privacy'),
  legalLink('cookies', 'footer.cookies'),
  legalLink('ban', 'footer.ban'),
  { key: 'pricing', href: '/pricing', label: 'footer.pricing' },
  { key: 'complaints', href: '/complaints', label: 'footer.complaints' },
  legalLink('returnPolicy', 'footer.returnPolicy'),
  legalLink('faq', 'footer.faq'),
  legalLink('service', 'footer.support'),
] as const;

/** The US footer shows for English when the site's `us_footer` flag is set (spec §2). */
export function showsUsFooter(locale: string, usFooter: boolean): boolean {
  return usFooter && locale === 'en';
}
