import {
  GENDERS,
  SEARCH_COUNT_CAP,
  type TOwnProfile,
  type TSearchQuery,
  type TSearchResponse,
  type TSettings,
} from '@dating/core/contracts';
import { ADULT_AGE, MAX_AGE } from '@dating/core/domain';
import { countryCodes } from './location-options';

type Gender = (typeof GENDERS)[number];

/**
 * The search state of spec §3 that the member chooses: gender (null: men and women), country (null: every
 * country), countryregion (null: the whole country), min_age and max_age.
 */
export interface SearchFilters {
  gender: Gender | null;
  country: string | null;
  countryregion: string | null;
  min_age: number;
  max_age: number;
}

/** What `safeParse` answers, as zod's does: the checked value (unknown keys dropped) or a failure. */
export type Checked<T> = { success: true; data: T } | { success: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAge = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= ADULT_AGE && value <= MAX_AGE;
const nullOr = <T>(value: unknown, check: (v: unknown) => v is T): value is T | null =>
  value === null || check(value);
const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value);
const isCountry = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value);
const isRegion = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 10;

/**
 * Checks filters that come from outside the page (the saved-search cookie), without zod in the browser's
 * JavaScript (ADR 0033): the same rules as a zod object of these five fields, unknown keys dropped.
 */
export const ZSearchFilters = {
  safeParse(value: unknown): Checked<SearchFilters> {
    if (!isRecord(value)) return { success: false };
    const { gender, country, countryregion, min_age, max_age } = value;
    if (
      !nullOr(gender, isGender) ||
      !nullOr(country, isCountry) ||
      !nullOr(countryregion, isRegion) ||
      !isAge(min_age) ||
      !isAge(max_age)
    )
      return { success: false };
    return { success: true, data: { gender, country, countryregion, min_age, max_age } };
  },
};

/**
 * Who a member looks for, from their own gender and sexuality: hetero → the other gender, gay → the same,
 * lesbian → women, bi → men and women (null).
 */
export function lookingFor(profile: Pick<TOwnProfile, 'gender' | 'sexuality'>): Gender | null {
  switch (profile.sexuality) {
    case 'hetero':
      return profile.gender === 'male' ? 'female' : 'male';
    case 'gay':
      return profile.gender;
    case 'lesbian':
      return 'female';
    default:
      return null;
  }
}

/** The youngest age the search offers: the site's minimum age, never below 18. */
export function minimumAge(settings: Pick<TSettings, 'min_age'>): number {
  return Math.min(MAX_AGE, Math.max(ADULT_AGE, settings.min_age));
}

/** The ages a min/max select offers. */
export function ageOptions(settings: Pick<TSettings, 'min_age'>): number[] {
  const from = minimumAge(settings);
  return Array.from({ length: MAX_AGE - from + 1 }, (_, i) => from + i);
}

/** A served country, or null when the site does not serve it. */
function servedCountry(
  code: string | null | undefined,
  settings: Pick<TSettings, 'countries'>,
): string | null {
  if (!code) return null;
  return countryCodes(settings).includes(code) ? code : null;
}

type FilterSettings = Pick<TSettings, 'countries' | 'geoip_selected_country' | 'min_age'>;

/**
 * The filters of a first visit: a member sees the gender they look for in their own country; a visitor
 * sees men and women in the country selected for them (settings.geoip_selected_country).
 */
export function defaultFilters(
  profile: Pick<TOwnProfile, 'gender' | 'sexuality' | 'country'> | null,
  settings: FilterSettings,
): SearchFilters {
  const country = profile?.country ?? settings.geoip_selected_country;
  return {
    gender: profile ? lookingFor(profile) : null,
    country: servedCountry(country, settings) ?? servedCountry(settings.geoip_selected_country, settings),
    countryregion: null,
    min_age: minimumAge(settings),
    max_age: MAX_AGE,
  };
}

/**
 * Filters as the search runs them: ages within the offered range and in order (swapped when the member
 * picked them the other way round), a region only with a country, a country the site serves.
 */
export function normaliseFilters(filters: SearchFilters, settings: FilterSettings): SearchFilters {
  const floor = minimumAge(settings);
  const clamp = (age: number) => Math.min(MAX_AGE, Math.max(floor, age));
  const a = clamp(filters.min_age);
  const b = clamp(filters.max_age);
  const country = servedCountry(filters.country, settings);
  return {
    gender: filters.gender,
    country,
    countryregion: country && country === filters.country ? filters.countryregion : null,
    min_age: Math.min(a, b),
    max_age: Math.max(a, b),
  };
}

/** A new country: the region of the old one no longer applies. */
export function withCountry(filters: SearchFilters, country: string | null): SearchFilters {
  if (country === filters.country) return filters;
  return { ...filters, country, countryregion: null };
}

/** A stable text key of a set of filters (query cache, saved scroll positions). */
export function filterKey(filters: SearchFilters): string {
  return [
    filters.gender ?? '*',
    filters.country ?? '*',
    filters.countryregion ?? '*',
    `${filters.min_age}-${filters.max_age}`,
  ].join('|');
}

/** GET /api/search.php parameters of one page. */
export function toSearchQuery(
  filters: SearchFilters,
  cursor: string | null,
  network: string | null,
): TSearchQuery {
  const query: TSearchQuery = { min_age: filters.min_age, max_age: filters.max_age };
  if (filters.gender) query.gender = filters.gender;
  if (filters.country) query.country = filters.country;
  if (filters.country && filters.countryregion) query.countryregion = filters.countryregion;
  if (cursor) query.cursor = cursor;
  if (network) query.network = network;
  return query;
}

export type ResultCount = { total: number; capped: boolean };

/** The total of the first page: an exact count up to 1,000, or "1,000+" beyond. */
export function resultCount(
  first: Pick<TSearchResponse, 'num_results' | 'num_results_capped'> | undefined,
): ResultCount | null {
  if (!first || first.num_results === null) return null;
  if (first.num_results_capped) return { total: SEARCH_COUNT_CAP, capped: true };
  return { total: first.num_results, capped: false };
}
