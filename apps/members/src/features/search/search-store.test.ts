import { beforeEach, describe, expect, it } from 'vitest';
import { type SearchFilters } from './search-filters';
import { SEARCH_STORE_KEY, useSearchStore } from './search-store';

const filters: SearchFilters = {
  gender: 'male',
  country: 'DE',
  countryregion: 'DE-BE',
  min_age: 30,
  max_age: 45,
};

beforeEach(() => {
  localStorage.clear();
  useSearchStore.setState({ saved: null });
});

describe('search store (filters kept between visits)', () => {
  it('writes the filters and their owner to localStorage', () => {
    useSearchStore.getState().save('m-1', filters);
    expect(JSON.parse(localStorage.getItem(SEARCH_STORE_KEY) ?? '{}')).toMatchObject({
      state: { saved: { viewer: 'm-1', filters } },
    });
  });

  it('reads them back on rehydration', async () => {
    localStorage.setItem(
      SEARCH_STORE_KEY,
      JSON.stringify({ state: { saved: { viewer: 'm-1', filters } }, version: 1 }),
    );
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toEqual({ viewer: 'm-1', filters });
  });

  it('ignores a tampered or outdated entry instead of searching with it', async () => {
    localStorage.setItem(
      SEARCH_STORE_KEY,
      JSON.stringify({
        state: { saved: { viewer: 'm-1', filters: { ...filters, min_age: 5 } } },
        version: 1,
      }),
    );
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toBeNull();

    localStorage.setItem(SEARCH_STORE_KEY, '{not json');
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toBeNull();
  });
});
