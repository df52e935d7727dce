import { z } from 'zod';

/** The seven member-facing languages. English is the source and the fallback. */
export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export const ZLocale = z.enum(LOCALES).describe('A supported language code');
export type TLocale = z.infer<typeof ZLocale>;

/** The countries of spec §9 (its table lists these 15). */
export const COUNTRIES = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH'] as const;
export const ZCountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, upper case');
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const ZYesNo = z.enum(['yes', 'no']);
