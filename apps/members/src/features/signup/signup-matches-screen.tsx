'use client';

import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { MemberCard } from '@/components/member-card/member-card';
import { defaultFilters } from '@/lib/search-filters';
import { CardGrid } from '@dating/ui/card-grid';
import { useMemberSearch } from '@/hooks/use-member-search';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { signupMatchFilters } from './signup-matches';
import { Actions } from '@/components/form/form.styles';
import { QueryRetryAlert } from '@/components/retry-alert/retry-alert';
import { LinkButton } from '@/components/page/link-button';

/** How many suggestions the screen shows: one search page, the first rows of the grid. */
export const SIGNUP_MATCHES_SHOWN = 12;

/**
 * `/signup-matches`: a new member's first suggestions, the members who match what they look for in their
 * own country (the search the sign-up's "looking for matches" stage already ran, so usually no wait), then
 * on to the whole search. Fictional profiles carry their marker on every card.
 */
export function SignupMatchesScreen() {
  const { t } = useTranslation('signup');
  const { t: tc } = useTranslation();
  const { data: user } = useUser();
  const settings = useSettings();
  // Until the member has loaded, the query waits (disabled) on a visitor's default filters.
  const filters = user ? signupMatchFilters(user, settings) : defaultFilters(null, settings);
  const query = useMemberSearch(filters, {
    viewer: user?.profile.id ?? '',
    network: null,
    enabled: Boolean(user),
  });
  const first = query.data?.pages[0];
  const cards = first
    ? [...first.results, ...first.similar_results.filter((s) => !first.results.some((r) => r.id === s.id))]
    : [];
  const shown = cards.slice(0, SIGNUP_MATCHES_SHOWN);

  return (
    <PageContainer $width="wide" data-screen="signupMatches">
      <PageTitle>{tc('screens.signupMatches')}</PageTitle>
      {!first && !query.isError ? (
        <CardGrid spacious loading skeletonCount={4} loadingLabel={t('matches.loading')} />
      ) : null}
      {query.isError && !first ? (
        <QueryRetryAlert
          data-testid="signup-matches-failed"
          message={t('matches.loadFailed')}
          retryLabel={t('matches.retry')}
          query={query}
        />
      ) : null}
      {first ? (
        <>
          <Lead>{shown.length ? t('matches.lead', { count: shown.length }) : t('matches.none')}</Lead>
          {shown.length ? (
            <CardGrid spacious aria-label={tc('screens.signupMatches')} data-testid="signup-matches">
              {shown.map((card, index) => (
                <MemberCard key={card.id} card={card} index={index} />
              ))}
            </CardGrid>
          ) : null}
        </>
      ) : null}
      <Actions>
        <LinkButton href="/members">{t('matches.toSearch')}</LinkButton>
        <LinkButton href="/profile" variant="outline">
          {t('matches.toProfile')}
        </LinkButton>
      </Actions>
    </PageContainer>
  );
}
