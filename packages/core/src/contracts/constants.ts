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

/** Profile choices (spec §1), offered by the browser's forms and checked by the schemas of ./profile. */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLOURS = [
  'brunette',
  'blond',
  'brown',
  'white',
  'bald',
  'black',
  'dark_blond',
  'dark_brown',
  'gray',
  'red',
  'other',
] as const;
export const EYE_COLOURS = ['blue', 'green', 'hazel', 'brown', 'gray', 'other'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'divorced',
  'living_together',
  'married',
  'single',
  'widowed',
  'unmarried',
] as const;

/** The search's count stops here ("1000+"). */
export const SEARCH_COUNT_CAP = 1000;

/** Why a member reports another member: the reasons the dialog offers, in this order. */
export const REPORT_REASONS = [
  'fake_scam',
  'harassment_hate',
  'sexual_non_consent',
  'underage',
  'spam',
  'violence_threats',
  'other',
] as const;

/** The free text of a report, at most this long; "other" needs at least REPORT_OTHER_MIN characters. */
export const REPORT_TEXT_MAX = 1000;
export const REPORT_OTHER_MIN = 5;

// The forms' choices and limits of one area each, in modules of their own (see each file).
export * from './constants-account';
export * from './constants-chat';
export * from './constants-interests';
export * from './constants-money';
