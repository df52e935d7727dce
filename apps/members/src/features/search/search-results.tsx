'use client';

import { useEffect, useRef } from 'react';
import { isApiError } from '@dating/core/client';
import { type TSearchCard } from '@dating/core/contracts';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useScrollMemory } from './scroll-memory';
import { MemberCard } from '@/components/member-card/member-card';
import { type InitialSearch } from '@/lib/initial-search';
import { filterKey, resultCount, type SearchFilters } from '@/lib/search-filters';
import { CardGrid } from '@dating/ui/card-grid';
import { MoreBar, Panel, Results } from './search.styles';
import { useMemberSearch } from '@/hooks/use-member-search';
import { VisitorCta } from './visitor-cta';
import { QueryRetryAlert } from '@/components/retry-alert/retry-alert';

export interface SearchResultsProps {
  filters: SearchFilters;
  viewer: string;
  network: string | null;
  /** The server's first page: used when it is this viewer's, filters' and traffic source's first page. */
  initial?: InitialSearch | null;
}

/** Cards of every loaded page, each member once (a member active meanwhile cannot show up twice). */
function uniqueCards(pages: readonly { results: TSearchCard[] }[]): TSearchCard[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.results)
    .filter((card) => (seen.has(card.id) ? false : (seen.add(card.id), true)));
}

/**
 * The results of one search: "{count} members found", the cards of every loaded page, "Show more" for the
 * next page (announced in a live region; focus moves to the first new card), similar profiles when few
 * match, and an empty state.
 */
export function SearchResults({ filters, viewer, network, initial = null }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const seed =
    initial &&
    initial.viewer === viewer &&
    network === null &&
    filterKey(initial.filters) === filterKey(filters)
      ? initial
      : null;
  const query = useMemberSearch(filters, { viewer, network, enabled: true, initial: seed });
  const { remember } = useScrollMemory(filterKey(filters), query.isSuccess);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const pages = query.data?.pages ?? [];
  const cards = uniqueCards(pages);
  const first = pages[0];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || cards.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [cards.length]);

  if (query.isError && !query.data) {
    if (isApiError(query.error) && query.error.code === 'authentication_required') return <VisitorCta />;
    return (
      <QueryRetryAlert
        data-testid="search-load-failed"
        message={t('results.loadFailed')}
        retryLabel={t('results.retry')}
        query={query}
      />
    );
  }

  if (!first) {
    return <CardGrid spacious loading loadingLabel={t('results.loading')} />;
  }

  const number = new Intl.NumberFormat(locale);
  const count = resultCount(first);
  const total = count ? `${number.format(count.total)}${count.capped ? '+' : ''}` : null;
  const similar = first.similar_results.filter((card) => !cards.some((c) => c.id === card.id));

  const showMore = () => {
    focusFrom.current = cards.length;
    void query.fetchNextPage();
  };

  return (
    <>
      <Results
        aria-labelledby="search-results-title"
        data-testid="search-results"
        aria-busy={query.isFetching}
      >
        {cards.length ? (
          <>
            <h2 id="search-results-title" data-testid="search-count">
              {count?.capped
                ? t('results.countCapped', { total: number.format(count.total) })
                : t('results.count', { count: count?.total ?? cards.length, total: total ?? cards.length })}
            </h2>
            <CardGrid ref={listRef} spacious>
              {cards.map((card, index) => (
                <MemberCard key={card.id} card={card} index={index} onOpen={remember} />
              ))}
            </CardGrid>
          </>
        ) : (
          <Panel as="div" data-testid="search-empty">
            <h2 id="search-results-title">{t('empty.title')}</h2>
            <p>{t('empty.body')}</p>
          </Panel>
        )}
        {query.isFetchNextPageError ? (
          <Alert tone="danger" data-testid="search-more-failed">
            {t('results.moreFailed')} {errorText(query.error)}
          </Alert>
        ) : null}
        {cards.length ? (
          <MoreBar>
            <p role="status" data-testid="search-shown">
              {t('results.shown', {
                shown: number.format(cards.length),
                total: total ?? number.format(cards.length),
              })}
            </p>
            {query.hasNextPage ? (
              <Button variant="outline" loading={query.isFetchingNextPage} onClick={showMore}>
                {t('results.showMore')}
              </Button>
            ) : null}
          </MoreBar>
        ) : null}
      </Results>
      {similar.length ? (
        <Results aria-labelledby="search-similar-title" data-testid="search-similar">
          <div>
            <h2 id="search-similar-title">{t('similar.title')}</h2>
            <p>{t('similar.lead')}</p>
          </div>
          <CardGrid spacious>
            {similar.map((card, index) => (
              <MemberCard key={card.id} card={card} index={cards.length + index} onOpen={remember} />
            ))}
          </CardGrid>
        </Results>
      ) : null}
    </>
  );
}
