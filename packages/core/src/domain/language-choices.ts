import { LOCALES, type TLocaleCode as TLocale } from '../contracts/constants';

/** Languages offered per country (spec §9). */
export const LANGUAGES_BY_COUNTRY: Readonly<Record<string, readonly TLocale[]>> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};

const norm = (country: string | null | undefined) => (country ?? '').trim().toUpperCase();

/**
 * The languages of the language dropdown (spec §9): the selected country's list; all seven when logged out
 * and the selected country differs from the detected one, or when the country is unknown.
 */
export function languageChoices(input: {
  selectedCountry: string | null | undefined;
  detectedCountry: string | null | undefined;
  loggedIn: boolean;
}): TLocale[] {
  const selected = norm(input.selectedCountry);
  const choices = LANGUAGES_BY_COUNTRY[selected];
  if (!choices) return [...LOCALES];
  if (!input.loggedIn && selected !== norm(input.detectedCountry)) return [...LOCALES];
  return [...choices];
}
