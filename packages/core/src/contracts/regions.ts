import { z } from 'zod';
import { ZCountryCode } from './common';

export const ZRegion = z.object({
  id: z.string().describe('ISO 3166-2 subdivision code, e.g. "NL-NH"'),
  name: z.string().describe('Region name as used in the country'),
});
export type TRegion = z.infer<typeof ZRegion>;

export const ZCountryRegions = z.object({
  country: ZCountryCode,
  term: z.string().describe('i18n key of the region term, e.g. "regionTerm.province"'),
  regions: z.array(ZRegion),
});
export type TCountryRegions = z.infer<typeof ZCountryRegions>;

/** GET /api/regions.php: every served country's regions, loaded once. */
export const ZRegionsResponse = z.object({ countries: z.array(ZCountryRegions) });
export type TRegionsResponse = z.infer<typeof ZRegionsResponse>;
