// Plain constants shared by contracts and domain rules. Kept free of zod so that browser bundles which only
// need a rule (a lander resolving its language, say) do not ship the schema library.

/** The seven member-facing languages. English is the source and the fallback. */
export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type TLocaleCode = (typeof LOCALES)[number];

/** The countries of spec §9 (its table lists these 15). */
export const COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
] as const;
