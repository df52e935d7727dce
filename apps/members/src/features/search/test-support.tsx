import { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import {
  type TErrorCode,
  type TSearchCard,
  type TSearchResponse,
  type TSettings,
  type TUser,
} from '@dating/core/contracts';
import { getResources, type Locale } from '@dating/i18n';
import { AppProviders } from '@/providers/app-providers';
import { createSettings } from '@/test/fixtures';
import { navigation } from '@/test/navigation-mock';

/** A fake of the browser API client for the search screen (`vi.mock('@/lib/browser-api')`). */
export const searchApi = {
  profiles: { search: vi.fn() },
  regions: { list: vi.fn() },
  user: { get: vi.fn() },
};

export function resetSearchApi(): void {
  for (const group of Object.values(searchApi)) for (const fn of Object.values(group)) fn.mockReset();
  searchApi.regions.list.mockResolvedValue({
    countries: [
      {
        country: 'NL',
        term: 'regionTerm.province',
        regions: [
          { id: 'NL-UT', name: 'Utrecht' },
          { id: 'NL-NH', name: 'Noord-Holland' },
        ],
      },
      {
        country: 'DE',
        term: 'regionTerm.state',
        regions: [
          { id: 'DE-BE', name: 'Berlin' },
          { id: 'DE-BY', name: 'Bayern' },
        ],
      },
    ],
  });
}

export function searchApiError(code: TErrorCode, status: number): ApiError {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status } },
    method: 'GET',
    path: '/api/search.php',
  });
}

/** A search card in one line: `createCard('c1', { fictional: true, active: 'online' })`. */
export function createCard(id: string, overrides: Partial<TSearchCard> = {}): TSearchCard {
  return {
    id,
    name: `Member ${id}`,
    age: 31,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Utrecht',
    country: 'NL',
    region: 'NL-UT',
    main_image: {
      filename: `/api/media/${id}.webp`,
      thumb_filename: `/api/media/${id}-thumb.webp`,
      width: 800,
      height: 1000,
      status: 'approved',
    },
    fictional: false,
    active: null,
    ...overrides,
  };
}

/** `count` cards with ids `${prefix}1`…: `createCards(24, 'p2-')`. */
export function createCards(count: number, prefix = 'c'): TSearchCard[] {
  return Array.from({ length: count }, (_, i) => createCard(`${prefix}${i + 1}`));
}

/** One answer of search.php: a first page by default (with its count), later pages with `num_results: null`. */
export function createSearchPage(overrides: Partial<TSearchResponse> = {}): TSearchResponse {
  const results = overrides.results ?? createCards(3);
  return {
    results,
    next_cursor: null,
    num_results: results.length,
    num_results_capped: false,
    similar_results: [],
    similar_num_results: 0,
    ...overrides,
  };
}

/** The settings of the search tests: served countries, fictional texts as the seeded site has them. */
export function searchSettings(overrides: Partial<TSettings> = {}): Partial<TSettings> {
  return {
    countries: [
      {
        code: 'NL',
        name: 'Netherlands',
        languages: ['nl', 'en'],
        region_term: 'regionTerm.province',
        currency: 'EUR',
      },
      { code: 'DE', name: 'Germany', languages: ['de'], region_term: 'regionTerm.state', currency: 'EUR' },
      {
        code: 'BE',
        name: 'Belgium',
        languages: ['nl', 'fr'],
        region_term: 'regionTerm.province',
        currency: 'EUR',
      },
    ],
    geoip_selected_country: 'DE',
    fictional_warning: 'common:disclaimer.fictional',
    fictional_singular: 'common:disclaimer.fictionalIcon',
    ...overrides,
  };
}

export interface RenderSearchOptions {
  user?: TUser | null;
  settings?: Partial<TSettings>;
  locale?: Locale;
}

/** Renders with every app provider and the `search` namespace (the root layout loads it too). */
export function renderSearch(ui: ReactElement, options: RenderSearchOptions = {}): RenderResult {
  const locale = options.locale ?? 'en';
  navigation.pathname = '/members';
  return render(
    <AppProviders
      locale={locale}
      resources={getResources(locale, ['common', 'ui', 'errors', 'profile', 'search'])}
      settings={createSettings(searchSettings(options.settings))}
      user={options.user ?? null}
    >
      {ui}
    </AppProviders>,
  );
}
