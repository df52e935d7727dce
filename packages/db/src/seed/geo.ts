import { createRequire } from 'node:module';
import type { TLocale } from '@dating/core/contracts';

/** The 15 countries of spec §9 in the spec's order, with languages (§9), region term (§3) and currency. */
export const SEED_COUNTRIES: readonly {
  code: string;
  languages: TLocale[];
  term: 'province' | 'state' | 'region' | 'canton' | 'voivodeship';
  currency: string;
}[] = [
  { code: 'US', languages: ['en', 'es'], term: 'state', currency: 'USD' },
  { code: 'NL', languages: ['nl'], term: 'province', currency: 'EUR' },
  { code: 'BE', languages: ['nl', 'fr', 'de'], term: 'province', currency: 'EUR' },
  { code: 'FR', languages: ['fr'], term: 'region', currency: 'EUR' },
  { code: 'IT', languages: ['it'], term: 'province', currency: 'EUR' },
  { code: 'ES', languages: ['es'], term: 'province', currency: 'EUR' },
  { code: 'DE', languages: ['de'], term: 'state', currency: 'EUR' },
  { code: 'AT', languages: ['de'], term: 'state', currency: 'EUR' },
  { code: 'IE', languages: ['en'], term: 'province', currency: 'EUR' },
  { code: 'GB', languages: ['en'], term: 'region', currency: 'GBP' },
  { code: 'CA', languages: ['en', 'fr'], term: 'province', currency: 'CAD' },
  { code: 'PL', languages: ['pl'], term: 'voivodeship', currency: 'PLN' },
  { code: 'AU', languages: ['en'], term: 'state', currency: 'AUD' },
  { code: 'NZ', languages: ['en'], term: 'province', currency: 'NZD' },
  { code: 'CH', languages: ['de', 'it', 'fr', 'en'], term: 'canton', currency: 'CHF' },
];

/**
 * Entries of country-region-data that are not regions of the country itself: US territories with their own
 * ISO 3166-1 code and the armed-forces postal codes, French overseas territories, and the three Spanish
 * autonomous communities listed beside their own provinces (the spec's term for Spain is province).
 */
const EXCLUDED: Record<string, readonly string[]> = {
  US: ['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI', 'AA', 'AE', 'AP'],
  FR: ['CP', 'GP', 'GF', 'MQ', 'YT', 'NC', 'PF', 'PM', 'BL', 'MF', 'RE', 'TF', 'WF'],
  ES: ['AN', 'AR', 'CN'],
};

interface CrdCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

export interface SeedCountry {
  code: string;
  name: string;
  languages: TLocale[];
  regionTerm: string;
  currency: string;
  sort: number;
  regions: { id: string; name: string }[];
}

/** Countries with their real regions as the `country-region-data` package names them (ISO 3166-2 ids). */
export function loadSeedCountries(): SeedCountry[] {
  const require = createRequire(import.meta.url);
  const data = require('country-region-data/data.json') as CrdCountry[];
  return SEED_COUNTRIES.map((c, i) => {
    const entry = data.find((d) => d.countryShortCode === c.code);
    if (!entry) throw new Error(`country-region-data has no ${c.code}`);
    const excluded = new Set(EXCLUDED[c.code] ?? []);
    const regions = entry.regions
      .filter(
        (r): r is { name: string; shortCode: string } =>
          Boolean(r.shortCode) && !excluded.has(r.shortCode ?? ''),
      )
      .map((r) => ({ id: `${c.code}-${r.shortCode}`, name: r.name }));
    return {
      code: c.code,
      name: entry.countryName,
      languages: [...c.languages],
      regionTerm: `regionTerm.${c.term}`,
      currency: c.currency,
      sort: i,
      regions,
    };
  });
}

/** Share of demo members per country (weights, not percentages). */
export const COUNTRY_WEIGHTS: Record<string, number> = {
  NL: 18,
  DE: 16,
  US: 12,
  GB: 9,
  FR: 7,
  BE: 6,
  IT: 5,
  ES: 5,
  AT: 4,
  CH: 4,
  PL: 4,
  CA: 3,
  AU: 3,
  IE: 2,
  NZ: 2,
};
