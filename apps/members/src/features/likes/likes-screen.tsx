'use client';

import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { PageContainer, PageTitle } from '@/components/page/page-container';
import { CardGrid } from '@dating/ui/card-grid';
import { LikeCard } from './like-card';
import { LIKES_TABS, likesTabs, type LikesTab } from '@/lib/likes-lists';
import { Empty, TabLink, Tabs } from './likes.styles';
import { useLikes } from '@/hooks/use-likes';
import { QueryRetryAlert } from '@/components/retry-alert/retry-alert';
import { LinkButton } from '@/components/page/link-button';

/** The static keys of each tab (the key scan finds them; a template literal would hide them). */
const TAB_TEXT = {
  received: {
    tab: 'tabs.received',
    list: 'list.received',
    emptyTitle: 'empty.received.title',
    emptyBody: 'empty.received.body',
  },
  sent: { tab: 'tabs.sent', list: 'list.sent', emptyTitle: 'empty.sent.title', emptyBody: 'empty.sent.body' },
  matches: {
    tab: 'tabs.matches',
    list: 'list.matches',
    emptyTitle: 'empty.matches.title',
    emptyBody: 'empty.matches.body',
  },
} as const;

/**
 * /likes and /likes/{type} (spec §4): tabs Received (new ones first), Sent and Matches as links with their
 * counts, the cards of the active tab (each opens /likes/m/{id}) and an empty state per tab.
 */
export function LikesScreen({ tab }: { tab: LikesTab }) {
  const { t } = useTranslation('likes');
  const query = useLikes();
  const tabs = query.data ? likesTabs(query.data) : null;
  const entries = tabs?.[tab] ?? [];

  return (
    <PageContainer data-screen="likes" data-tab={tab}>
      <PageTitle>{t('title')}</PageTitle>
      <nav aria-label={t('tabs.label')}>
        <Tabs>
          {LIKES_TABS.map((name) => {
            const count = tabs?.[name].length;
            return (
              <li key={name}>
                <TabLink
                  href={`/likes/${name}`}
                  aria-current={name === tab ? 'page' : undefined}
                  data-testid={`likes-tab-${name}`}
                >
                  {t(TAB_TEXT[name].tab)}
                  {count !== undefined ? <Badge count={count} label={t('tabs.count', { count })} /> : null}
                </TabLink>
              </li>
            );
          })}
        </Tabs>
      </nav>

      {query.isError && !query.data ? (
        <QueryRetryAlert
          data-testid="likes-load-failed"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          query={query}
        />
      ) : !tabs ? (
        <CardGrid spacious loading loadingLabel={t('loading')} />
      ) : entries.length === 0 ? (
        <Empty data-testid="likes-empty">
          <h2>{t(TAB_TEXT[tab].emptyTitle)}</h2>
          <p>{t(TAB_TEXT[tab].emptyBody)}</p>
          <LinkButton href="/members" variant="outline">
            {t('empty.search')}
          </LinkButton>
        </Empty>
      ) : (
        <CardGrid spacious data-testid="likes-list" aria-label={t(TAB_TEXT[tab].list)}>
          {entries.map((entry, index) => (
            <LikeCard key={entry.profile.id} entry={entry} index={index} />
          ))}
        </CardGrid>
      )}
    </PageContainer>
  );
}
