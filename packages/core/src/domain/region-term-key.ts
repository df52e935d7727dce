export const REGION_TERM_KEYS = [
  'regionTerm.province',
  'regionTerm.state',
  'regionTerm.region',
  'regionTerm.canton',
  'regionTerm.voivodeship',
] as const;
export type RegionTermKey = (typeof REGION_TERM_KEYS)[number];

/** Region term by country (spec §3). */
export const REGION_TERM_BY_COUNTRY: Readonly<Record<string, RegionTermKey>> = {
  NL: 'regionTerm.province',
  BE: 'regionTerm.province',
  GB: 'regionTerm.region',
  IE: 'regionTerm.province',
  DE: 'regionTerm.state',
  AT: 'regionTerm.state',
  IT: 'regionTerm.province',
  FR: 'regionTerm.region',
  CH: 'regionTerm.canton',
  ES: 'regionTerm.province',
  US: 'regionTerm.state',
  CA: 'regionTerm.province',
  AU: 'regionTerm.state',
  NZ: 'regionTerm.province',
  PL: 'regionTerm.voivodeship',
};

/** The `profile` namespace key naming a country's subdivisions; `regionTerm.region` when unknown. */
export function regionTermKey(country: string | null | undefined): RegionTermKey {
  return REGION_TERM_BY_COUNTRY[(country ?? '').trim().toUpperCase()] ?? 'regionTerm.region';
}
