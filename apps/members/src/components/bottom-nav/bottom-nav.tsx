'use client';

import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { useUser } from '@/hooks/use-user';
import { useNavState } from '../top-bar/nav-state';
import { TabIcon, type TabIconName } from './bottom-nav-icons';
import { BarSpacer, TabBadge, TabBar, TabLink, TabList, TabText } from './bottom-nav.styles';

interface Tab {
  icon: TabIconName;
  href: string;
  /** Other paths the tab stands for (the swipe game has two addresses, spec §2). */
  also?: readonly string[];
}

const TABS: readonly Tab[] = [
  { icon: 'search', href: '/members' },
  { icon: 'messages', href: '/chats' },
  { icon: 'likes', href: '/likes' },
  { icon: 'swipe', href: '/swipe-game', also: ['/match-finder'] },
  { icon: 'me', href: '/profile' },
];

/**
 * A member's navigation on a phone (below the md breakpoint): a tab bar fixed to the bottom of the screen, in
 * reach of the thumb, above the home indicator (safe-area insets). Plain links, so Tab and Enter work; the page
 * shown carries `aria-current="page"`. Visitors get none.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { current, messagesBadge, likesBadge } = useNavState();
  if (!user) return null;

  const labels: Record<TabIconName, string> = {
    search: t('nav.tabs.search'),
    messages: t('nav.tabs.messages'),
    likes: t('nav.tabs.likes'),
    swipe: t('nav.tabs.swipe'),
    me: t('nav.tabs.me'),
  };
  const badges: Partial<Record<TabIconName, string | null>> = { messages: messagesBadge, likes: likesBadge };

  return (
    <>
      <BarSpacer aria-hidden="true" />
      <TabBar aria-label={t('nav.tabs.label')} data-testid="bottom-nav">
        <TabList>
          {TABS.map((tab) => {
            const badge = badges[tab.icon];
            const isCurrent = [tab.href, ...(tab.also ?? [])].some((href) => current(href));
            return (
              <li key={tab.icon}>
                <TabLink href={tab.href} aria-current={isCurrent ? 'page' : undefined}>
                  <TabIcon name={tab.icon} />
                  <TabText>{labels[tab.icon]}</TabText>
                  {badge ? (
                    <TabBadge>
                      <Badge tone="primary" count={badge} label={t('nav.newCount', { count: badge })} />
                    </TabBadge>
                  ) : null}
                </TabLink>
              </li>
            );
          })}
        </TabList>
      </TabBar>
    </>
  );
}
