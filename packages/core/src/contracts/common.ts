import { z } from 'zod';

import { LOCALES } from './constants';

export { LOCALES, COUNTRIES } from './constants';

export const ZLocale = z.enum(LOCALES).describe('A supported language code');
export type TLocale = z.infer<typeof ZLocale>;

export const ZCountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, upper case');
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const ZYesNo = z.enum(['yes', 'no']);

/** A page cursor in a query string: only rows below this id or sequence number (optional; the first page has none). */
export const ZBeforeCursor = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();
