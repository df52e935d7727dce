import { ZLocale, type TLocale } from '@dating/core/contracts';
import { z } from 'zod';
import cities from './cities.json';

/**
 * Real cities with the ISO 3166-2 region they lie in (`lang`: the language spoken there, where the
 * country has several), by country code; the list is data in `cities.json`. Most demo members live in one
 * of these; the rest get a random region of their country and no city, so that every region has members.
 */
export const CITIES: Record<string, readonly { name: string; region: string; lang?: TLocale }[]> = z
  .record(
    z.string(),
    z.array(z.object({ name: z.string(), region: z.string(), lang: ZLocale.optional() }).strict()),
  )
  .parse(cities);
