import { COUNTRIES, type TRegion, type TRegionsResponse, type TSettings } from '@dating/core/contracts';
import { regionTermKey, type RegionTermKey } from '@dating/core/domain';

/** The countries a member may choose: the site's served countries, else the 15 of spec §9. */
export function countryCodes(settings: Pick<TSettings, 'countries'>): string[] {
  return settings.countries.length ? settings.countries.map((c) => c.code) : [...COUNTRIES];
}

/** Options sorted by their translated name in the member's language. */
export function sortedOptions(
  codes: readonly string[],
  label: (code: string) => string,
  locale: string,
): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export interface RegionChoice {
  /** `profile:` key naming the country's subdivisions (province, state, voivodeship, canton, region). */
  term: RegionTermKey;
  regions: TRegion[];
}

/**
 * The region list and its term for a country (spec §3 "Region term by country"). The term comes from the
 * pure domain rule, so the label is right even before regions.php has answered.
 */
export function regionChoice(regions: TRegionsResponse | undefined, country: string): RegionChoice {
  const entry = regions?.countries.find((c) => c.country === country);
  return { term: regionTermKey(country), regions: entry?.regions ?? [] };
}
