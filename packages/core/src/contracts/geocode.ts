import { z } from 'zod';
import { ZCountryCode } from './common';

/** A decimal degree as the query string carries it: digits, an optional sign and fraction, nothing else. */
const degrees = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,3}(\.\d{1,15})?$/, 'Expected a decimal number of degrees')
    .pipe(z.coerce.number<string>().min(-max).max(max));

/** GET /api/geocode.php (spec §7): the browser's position, used for this one answer and never kept. */
export const ZGeocodeQuery = z
  .object({
    lat: degrees(90).describe('Latitude in decimal degrees, -90 to 90'),
    lon: degrees(180).describe('Longitude in decimal degrees, -180 to 180'),
  })
  .strict();
export type TGeocodeQuery = z.input<typeof ZGeocodeQuery>;

/** The coarse place of a position: a served country and one of its regions, as the search filters use them. */
export const ZGeocodeResult = z.object({
  country: ZCountryCode,
  countryregion: z.string().max(10).describe('ISO 3166-2 region id of `country`, as in GET /api/regions.php'),
});
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;

/** The place, or `false` when the position is in no served country (sea, another country). */
export const ZGeocodeResponse = z.union([ZGeocodeResult, z.literal(false)]);
export type TGeocodeResponse = z.infer<typeof ZGeocodeResponse>;
