import { describe, expect, it } from 'vitest';
import { createSettings, createUser } from '@/test/fixtures';
import {
  ageOptions,
  defaultFilters,
  filterKey,
  lookingFor,
  normaliseFilters,
  resultCount,
  toSearchQuery,
  withCountry,
  ZSearchFilters,
  type SearchFilters,
} from './search-filters';

const country = (code: string) => ({
  code,
  name: code,
  languages: ['en' as const],
  region_term: 'x',
  currency: 'EUR',
});
const settings = createSettings({
  countries: [country('NL'), country('DE')],
  geoip_selected_country: 'DE',
  min_age: 18,
});
const profile = (p: Partial<ReturnType<typeof createUser>['profile']>) => createUser({}, p).profile;

const base: SearchFilters = {
  gender: 'female',
  country: 'NL',
  countryregion: 'NL-UT',
  min_age: 25,
  max_age: 40,
};

describe('lookingFor (who a member searches by default)', () => {
  it.each([
    ['male', 'hetero', 'female'],
    ['female', 'hetero', 'male'],
    ['male', 'gay', 'male'],
    ['female', 'gay', 'female'],
    ['female', 'lesbian', 'female'],
    ['male', 'bi', null],
    ['female', 'bi', null],
  ] as const)('%s %s → %s', (gender, sexuality, expected) => {
    expect(lookingFor({ gender, sexuality })).toBe(expected);
  });
});

describe('defaultFilters', () => {
  it('a member: the gender they look for, their own country, every region, every age', () => {
    expect(defaultFilters(profile({ gender: 'male', sexuality: 'hetero', country: 'NL' }), settings)).toEqual(
      {
        gender: 'female',
        country: 'NL',
        countryregion: null,
        min_age: 18,
        max_age: 99,
      },
    );
  });

  it('a bi member sees men and women', () => {
    expect(defaultFilters(profile({ sexuality: 'bi' }), settings).gender).toBeNull();
  });

  it('a visitor: men and women in the country selected for them', () => {
    expect(defaultFilters(null, settings)).toMatchObject({ gender: null, country: 'DE' });
  });

  it('a member from a country the site does not serve falls back to the selected country', () => {
    expect(defaultFilters(profile({ country: 'FR' }), settings).country).toBe('DE');
  });

  it('no served country at all: every country', () => {
    expect(defaultFilters(null, { ...settings, geoip_selected_country: 'US' }).country).toBeNull();
  });

  it('starts at the site minimum age', () => {
    expect(defaultFilters(null, { ...settings, min_age: 21 }).min_age).toBe(21);
    expect(ageOptions({ min_age: 21 })).toHaveLength(79);
    expect(ageOptions({ min_age: 16 })[0]).toBe(18);
  });
});

describe('normaliseFilters', () => {
  it('swaps ages picked the wrong way round and keeps them in range', () => {
    expect(normaliseFilters({ ...base, min_age: 50, max_age: 30 }, settings)).toMatchObject({
      min_age: 30,
      max_age: 50,
    });
    expect(normaliseFilters({ ...base, min_age: 18 }, { ...settings, min_age: 21 }).min_age).toBe(21);
  });

  it('drops a country the site does not serve, and its region', () => {
    expect(normaliseFilters({ ...base, country: 'FR', countryregion: 'FR-IDF' }, settings)).toMatchObject({
      country: null,
      countryregion: null,
    });
  });

  it('keeps valid filters as they are', () => {
    expect(normaliseFilters(base, settings)).toEqual(base);
  });
});

describe('withCountry (the region follows the country)', () => {
  it('a new country resets the region', () => {
    expect(withCountry(base, 'DE')).toEqual({ ...base, country: 'DE', countryregion: null });
    expect(withCountry(base, null)).toEqual({ ...base, country: null, countryregion: null });
  });

  it('the same country keeps the region', () => {
    expect(withCountry(base, 'NL')).toBe(base);
  });
});

describe('toSearchQuery', () => {
  it('sends the spec §3 names, and the cursor and network when there are some', () => {
    expect(toSearchQuery(base, 'abc', 'google')).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'NL-UT',
      min_age: 25,
      max_age: 40,
      cursor: 'abc',
      network: 'google',
    });
  });

  it('leaves out what is not chosen (both genders, every country)', () => {
    expect(toSearchQuery({ ...base, gender: null, country: null }, null, null)).toEqual({
      min_age: 25,
      max_age: 40,
    });
  });
});

describe('filterKey', () => {
  it('differs for different filters and is stable for equal ones', () => {
    expect(filterKey(base)).toBe(filterKey({ ...base }));
    expect(filterKey(base)).not.toBe(filterKey({ ...base, countryregion: null }));
    expect(filterKey(base)).not.toBe(filterKey({ ...base, max_age: 41 }));
  });
});

describe('resultCount', () => {
  it('"1,000+" when the server capped the count', () => {
    expect(resultCount({ num_results: 1000, num_results_capped: true })).toEqual({
      total: 1000,
      capped: true,
    });
  });

  it('the exact number below the cap', () => {
    expect(resultCount({ num_results: 87, num_results_capped: false })).toEqual({ total: 87, capped: false });
  });

  it('nothing on a page without a count', () => {
    expect(resultCount({ num_results: null, num_results_capped: false })).toBeNull();
    expect(resultCount(undefined)).toBeNull();
  });
});

describe('ZSearchFilters.safeParse (a saved search from a cookie, checked without zod)', () => {
  const good = { gender: 'female', country: 'NL', countryregion: 'NL-UT', min_age: 18, max_age: 99 };

  it('accepts valid filters, null choices included, and drops unknown keys', () => {
    expect(ZSearchFilters.safeParse({ ...good, extra: 1 })).toEqual({ success: true, data: good });
    const open = { gender: null, country: null, countryregion: null, min_age: 30, max_age: 40 };
    expect(ZSearchFilters.safeParse(open)).toEqual({ success: true, data: open });
  });

  it.each([
    ['a list', [good]],
    ['null', null],
    ['an unknown gender', { ...good, gender: 'other' }],
    ['a missing gender', { ...good, gender: undefined }],
    ['a lower-case country', { ...good, country: 'nl' }],
    ['an empty region', { ...good, countryregion: '' }],
    ['a region over 10 characters', { ...good, countryregion: 'NL-UTRECHT-X' }],
    ['an age under 18', { ...good, min_age: 17 }],
    ['an age over the maximum', { ...good, max_age: 1000 }],
    ['a fractional age', { ...good, min_age: 20.5 }],
    ['an age as text', { ...good, min_age: '20' }],
  ])('rejects %s', (_name, value) => {
    expect(ZSearchFilters.safeParse(value).success).toBe(false);
  });
});
