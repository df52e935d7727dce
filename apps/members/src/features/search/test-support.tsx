import { type ReactElement } from 'react';
import { type RenderResult } from '@testing-library/react';
import { type TErrorCode, type TSettings, type TUser } from '@dating/core/contracts';
import { type Locale } from '@dating/i18n';
import { NL_REGIONS, countryRegions, searchSettings } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';
import { navigation } from '@/test/navigation-mock';
import { renderApp } from '@/test/render';

/** The member-API fake as the search tests use it (`vi.mock('@/lib/browser-api')`). */
export const searchApi = memberApi;

/** Clears the fake; two countries with two regions each. */
export function resetSearchApi(): void {
  resetMemberApi();
  seedRegions(NL_REGIONS, countryRegions('DE', 'regionTerm.state', ['DE-BE', 'Berlin'], ['DE-BY', 'Bayern']));
}

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
