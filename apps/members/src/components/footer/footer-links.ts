/**
 * Footer links (spec §2), in order. `/pages/*` belong to apps/legal behind the front door, so they are
 * plain links (a full page load); the others are routes of this app.
 */
export const FOOTER_LINKS = [
  { key: 'terms', href: '/pages/terms', label: 'footer.terms' },
  { key: 'privacy', href: '/pages/privacy', label: 'footer.privacy' },
  { key: 'cookies', href: '/pages/cookies', label: 'footer.cookies' },
  { key: 'ban', href: '/pages/ban', label: 'footer.ban' },
  { key: 'pricing', href: '/pricing', label: 'footer.pricing' },
  { key: 'complaints', href: '/complaints', label: 'footer.complaints' },
  { key: 'returnPolicy', href: '/pages/return-policy', label: 'footer.returnPolicy' },
  { key: 'faq', href: '/pages/faq', label: 'footer.faq' },
  { key: 'support', href: '/pages/service', label: 'footer.support' },
] as const;

/** The US footer shows for English when the site's `us_footer` flag is set (spec §2). */
export function showsUsFooter(locale: string, usFooter: boolean): boolean {
  return usFooter && locale === 'en';
}
