'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Spinner } from '@dating/ui/spinner';
import { PageContainer, PageTitle } from '@/components/page/page-container';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { type InitialSearch } from '@/lib/initial-search';
import { filterKey, normaliseFilters, type SearchFilters } from '@/lib/search-filters';
import { FilterSheet } from './filter-sheet';
import { SearchForm } from './search-form';
import { NarrowOnly, WideOnly } from './search.styles';
import { searchQueryKeys } from '@/lib/search-query-keys';
import { SearchResults } from './search-results';
import { Centered } from '@/components/page/centered';
import { useSearchAccess } from './use-search-access';
import { useSearchFilters } from './use-search-filters';
import { VisitorCta } from './visitor-cta';

const subscribeNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Member search at /members (spec §2, also the home after login): the filters of spec §3 (a bar from 992 px, a sheet behind one button on phones), kept between
 * visits, and the results as photo cards paged by cursor. Visitors search when the site lets them (spec §4)
 * and are invited to sign up otherwise. `initial`: the first page the server searched (see
 * load-initial-search.ts), so the page arrives with its cards.
 */
export function SearchScreen({ initial = null }: { initial?: InitialSearch | null }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const { data: user } = useUser();
  const access = useSearchAccess(Boolean(user));
  const { filters, setFilters, viewer, hydrated } = useSearchFilters(initial);
  const ready = hydrated && access.status === 'allowed';
  // "ready" (interactive) only once React runs in the browser: the server's HTML may already show the cards.
  const mounted = useSyncExternalStore(subscribeNothing, inBrowser, onServer);
  const queryClient = useQueryClient();
  const settings = useSettings();

  const onSearch = (next: SearchFilters) => {
    // The same filters again: search afresh from the first page rather than doing nothing.
    if (access.status === 'allowed' && filterKey(normaliseFilters(next, settings)) === filterKey(filters)) {
      void queryClient.resetQueries({ queryKey: searchQueryKeys.results(viewer, filters, access.network) });
    }
    setFilters(next);
  };

  return (
    <PageContainer data-screen="members" data-state={ready && mounted ? 'ready' : 'loading'}>
      <PageTitle>{t(SCREEN_TITLE_KEYS.members)}</PageTitle>
      {access.status === 'denied' ? (
        <VisitorCta />
      ) : (
        <>
          <WideOnly>
            <SearchForm key={viewer} filters={filters} onSearch={onSearch} />
          </WideOnly>
          <NarrowOnly>
            <FilterSheet key={viewer} filters={filters} onSearch={onSearch} />
          </NarrowOnly>
          {access.status === 'allowed' && hydrated ? (
            <SearchResults filters={filters} viewer={viewer} network={access.network} initial={initial} />
          ) : (
            <Centered>
              <Spinner label={ts('results.loading')} />
            </Centered>
          )}
        </>
      )}
    </PageContainer>
  );
}
