/** Language segment of landing slugs (spec §9): 'en' maps to 'eng', every other locale is itself. */
export function landingSlugLanguage(locale: string): string {
  return locale === 'en' ? 'eng' : locale;
}
