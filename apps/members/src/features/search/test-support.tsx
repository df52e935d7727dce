import { type ReactElement } from 'react';
import { type RenderResult } from '@testing-library/react';
import { type TErrorCode, type TSettings, type TUser } from '@dating/core/contracts';
import { type Locale } from '@dating/i18n';
import { NL_REGIONS, countryRegions, createSearchPage, createUser, searchSettings } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';
import { navigation } from '@/test/navigation-mock';
import { renderApp } from '@/test/render';
import { cookieStorage } from './saved-search';
import { SEARCH_STORE_KEY, useSearchStore } from './search-store';

/** The member-API fake as the search tests use it (setup.ts mocks the browser API with it). */
export const searchApi = memberApi;

/** Clears the fake; two countries with two regions each. */
export function resetSearchApi(): void {
  resetMemberApi();
  seedRegions(NL_REGIONS, countryRegions('DE', 'regionTerm.state', ['DE-BE', 'Berlin'], ['DE-BY', 'Bayern']));
}

/**
 * A clean start for a search test: the fake as `resetSearchApi` leaves it, answering every search with one page
 * of results (`createSearchPage()`) until a test says otherwise; no storage, no saved search.
 */
export function resetSearch(): void {
  resetSearchApi();
  searchApi.profiles.search.mockResolvedValue(createSearchPage());
  localStorage.clear();
  sessionStorage.clear();
  cookieStorage.removeItem(SEARCH_STORE_KEY);
  useSearchStore.setState({ saved: null });
}

/** A male hetero member in the Netherlands: looks for women there. */
export const searchingMember = () =>
  createUser({}, { id: 'm-1', gender: 'male', sexuality: 'hetero', country: 'NL' });

/** The filters the last search sent to the API. */
export const lastSearchQuery = () => searchApi.profiles.search.mock.lastCall?.[0] as Record<string, unknown>;

export function searchApiError(code: TErrorCode, status: number) {
  return memberApiError(code, status, undefined, { path: '/api/search.php' });
}

export { createCard, createCards, createSearchPage, searchSettings } from '@/test/fixtures';

export interface RenderSearchOptions {
  user?: TUser | null;
  settings?: Partial<TSettings>;
  locale?: Locale;
}

/** Renders with every app provider and the `search` namespace (the root layout loads it too). */
export function renderSearch(ui: ReactElement, options: RenderSearchOptions = {}): RenderResult {
  navigation.pathname = '/members';
  return renderApp(ui, {
    ...options,
    settings: searchSettings(options.settings),
    namespaces: ['common', 'ui', 'errors', 'profile', 'search'],
  });
}
