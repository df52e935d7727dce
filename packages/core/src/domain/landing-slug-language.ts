import { LOCALES, type TLocaleCode as TLocale } from '../contracts/constants';

/** Language segment of landing slugs (spec §9): 'en' maps to 'eng', every other locale is itself. */
export function landingSlugLanguage(locale: string): string {
  return locale === 'en' ? 'eng' : locale;
}

/**
 * The language a landing slug names (spec §9: `eng` is English, `nl`, `de`, … are themselves), or null.
 * A slug may also start with the language: `nl-summer`, `eng_2025`. The landers and the member site's
 * landing pages read it the same way.
 */
export function slugLocale(slug: string | null | undefined): TLocale | null {
  if (!slug) return null;
  const lower = slug.toLowerCase();
  const head = lower.split(/[-_.]/)[0] ?? '';
  for (const candidate of [lower, head]) {
    const match = LOCALES.find((locale) => landingSlugLanguage(locale) === candidate);
    if (match) return match;
  }
  return null;
}
