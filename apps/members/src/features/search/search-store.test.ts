import { beforeEach, describe, expect, it } from 'vitest';
import { type SearchFilters } from '@/lib/search-filters';
import { cookieStorage } from './saved-search';
import { SEARCH_STORE_KEY, useSearchStore } from './search-store';

const stored = () => cookieStorage.getItem(SEARCH_STORE_KEY) as string | null;
const store = (value: string) => void cookieStorage.setItem(SEARCH_STORE_KEY, value);

const filters: SearchFilters = {
  gender: 'male',
  country: 'DE',
  countryregion: 'DE-BE',
  min_age: 30,
  max_age: 45,
};

beforeEach(() => {
  cookieStorage.removeItem(SEARCH_STORE_KEY);
  useSearchStore.setState({ saved: null });
});

describe('search store (filters kept between visits)', () => {
  it('writes the filters and their owner to the search cookie', () => {
    useSearchStore.getState().save('m-1', filters);
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({
      state: { saved: { viewer: 'm-1', filters } },
    });
  });

  it('reads them back on rehydration', async () => {
    store(JSON.stringify({ state: { saved: { viewer: 'm-1', filters } }, version: 1 }));
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toEqual({ viewer: 'm-1', filters });
  });

  it('ignores a tampered or outdated entry instead of searching with it', async () => {
    store(
      JSON.stringify({
        state: { saved: { viewer: 'm-1', filters: { ...filters, min_age: 5 } } },
        version: 1,
      }),
    );
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toBeNull();

    store('{not json');
    await useSearchStore.persist.rehydrate();
    expect(useSearchStore.getState().saved).toBeNull();
  });
});
