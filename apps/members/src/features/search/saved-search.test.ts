import { beforeEach, describe, expect, it } from 'vitest';
import { cookieStorage, parseSavedSearch, SEARCH_STORE_KEY } from './saved-search';

const filters = { gender: 'male', country: 'DE', countryregion: 'DE-BE', min_age: 30, max_age: 45 };
const persisted = (saved: unknown) => JSON.stringify({ state: { saved }, version: 1 });

beforeEach(() => cookieStorage.removeItem(SEARCH_STORE_KEY));

describe('the saved search cookie', () => {
  it('parses what the store writes, and nothing else', () => {
    expect(parseSavedSearch(persisted({ viewer: 'm-1', filters }))).toEqual({ viewer: 'm-1', filters });
    expect(parseSavedSearch(undefined)).toBeNull();
    expect(parseSavedSearch('')).toBeNull();
    expect(parseSavedSearch('{not json')).toBeNull();
    expect(parseSavedSearch('null')).toBeNull();
    expect(parseSavedSearch(persisted({ viewer: 'm-1', filters: { ...filters, min_age: 5 } }))).toBeNull();
    expect(
      parseSavedSearch(persisted({ viewer: 'm-1', filters: { ...filters, country: 'Germany' } })),
    ).toBeNull();
    expect(parseSavedSearch(persisted({ viewer: 'x'.repeat(65), filters }))).toBeNull();
    expect(parseSavedSearch(persisted({ viewer: 'm-1', filters, __proto__: { admin: true } }))).toEqual({
      viewer: 'm-1',
      filters,
    });
  });

  it('round-trips through document.cookie, encoded, beside other cookies', () => {
    document.cookie = 'i18n_redirected=de; Path=/';
    const value = persisted({ viewer: 'm-1', filters });
    void cookieStorage.setItem(SEARCH_STORE_KEY, value);
    expect(document.cookie).toContain(`${SEARCH_STORE_KEY}=${encodeURIComponent(value)}`);
    expect(cookieStorage.getItem(SEARCH_STORE_KEY)).toBe(value);
    expect(parseSavedSearch(cookieStorage.getItem(SEARCH_STORE_KEY) as string)).toEqual({
      viewer: 'm-1',
      filters,
    });
    void cookieStorage.removeItem(SEARCH_STORE_KEY);
    expect(cookieStorage.getItem(SEARCH_STORE_KEY)).toBeNull();
    expect(document.cookie).toContain('i18n_redirected=de');
  });

  it('reads a broken cookie as nothing saved', () => {
    document.cookie = `${SEARCH_STORE_KEY}=%E0%A4%A; Path=/`;
    expect(cookieStorage.getItem(SEARCH_STORE_KEY)).toBeNull();
  });
});
