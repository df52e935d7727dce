'use client';

import { type TUser } from '@dating/core/contracts';
import { creditsBadge } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { DesktopOnly, NavCount, NavLink, NavList } from './top-bar.styles';
import { useNavState } from './nav-state';

/**
 * The logged-in menu (spec §2): search, messages, likes, then credits (paid) or Get Premium. On a phone only
 * credits / Get Premium stay in the top bar; the others are the tab bar's (`components/bottom-nav`).
 */
export function MemberNav({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const { current, messagesBadge, likesBadge } = useNavState();
  const credits = creditsBadge(user.credits, user.paid_user);

  return (
    <nav aria-label={t('nav.label')}>
      <NavList>
        <DesktopOnly>
          <NavLink href="/members" aria-current={current('/members')}>
            {t('nav.search')}
          </NavLink>
        </DesktopOnly>
        <DesktopOnly>
          <NavLink href="/chats" aria-current={current('/chats')}>
            {t('nav.messages')}
            {messagesBadge ? (
              <NavCount>
                <Badge
                  tone="primary"
                  count={messagesBadge}
                  label={t('nav.newCount', { count: messagesBadge })}
                />
              </NavCount>
            ) : null}
          </NavLink>
        </DesktopOnly>
        <DesktopOnly>
          <NavLink href="/likes" aria-current={current('/likes')}>
            {t('nav.likes')}
            {likesBadge ? (
              <NavCount>
                <Badge tone="primary" count={likesBadge} label={t('nav.newCount', { count: likesBadge })} />
              </NavCount>
            ) : null}
          </NavLink>
        </DesktopOnly>
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
