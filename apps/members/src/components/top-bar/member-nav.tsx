'use client';

import { usePathname } from 'next/navigation';
import { type TUser } from '@dating/core/contracts';
import { badgeCount, creditsBadge } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { useUnreadCounts } from '@/hooks/use-unread-counts';
import { NavLink, NavList } from './top-bar.styles';

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The logged-in menu (spec §2): search, messages, likes, then credits (paid) or Get Premium. */
export function MemberNav({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const pathname = usePathname() ?? '/';
  const { unreadMessages, newLikes } = useUnreadCounts();
  const messagesBadge = badgeCount(unreadMessages);
  const likesBadge = badgeCount(newLikes);
  const credits = creditsBadge(user.credits, user.paid_user);
  const current = (href: string) => (isCurrent(pathname, href) ? ('page' as const) : undefined);

  return (
    <nav aria-label={t('nav.label')}>
      <NavList>
        <li>
          <NavLink href="/members" aria-current={current('/members')}>
            {t('nav.search')}
          </NavLink>
        </li>
        <li>
          <NavLink href="/chats" aria-current={current('/chats')}>
            {t('nav.messages')}
            {messagesBadge ? (
              <Badge
                tone="primary"
                count={messagesBadge}
                label={t('nav.newCount', { count: messagesBadge })}
              />
            ) : null}
          </NavLink>
        </li>
        <li>
          <NavLink href="/likes" aria-current={current('/likes')}>
            {t('nav.likes')}
            {likesBadge ? (
              <Badge tone="primary" count={likesBadge} label={t('nav.newCount', { count: likesBadge })} />
            ) : null}
          </NavLink>
        </li>
        <li>
          {user.paid_user ? (
            <NavLink href="/credits" aria-current={current('/credits')}>
              {t('nav.credits')}
              {credits ? (
                <Badge
                  tone={credits.tone}
                  count={credits.label}
                  label={t('nav.creditsLeft', { count: credits.label })}
                  data-testid="credits-badge"
                />
              ) : null}
            </NavLink>
          ) : (
            <NavLink href="/premium" data-variant="premium" aria-current={current('/premium')}>
              {t('nav.getPremium')}
            </NavLink>
          )}
        </li>
      </NavList>
    </nav>
  );
}
