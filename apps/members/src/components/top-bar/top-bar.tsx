'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { useUser } from '@/hooks/use-user';
import { Logo } from '../logo/logo';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { LanguageMenu } from './language-menu';
import { MemberNav } from './member-nav';
import { Bar, DesktopOnlyBox, Header, LogoSlot, Spacer } from './top-bar.styles';

/** Routes where the language dropdown is hidden (spec §2). */
const NO_LANGUAGE_MENU = new Set(['/complete-signup']);

/**
 * The default layout's top bar (spec §2 "Top bar and menus"). On a phone a member's bar keeps the logo,
 * credits / Get Premium and the account menu (which links to the language page); the tab bar at the bottom
 * (`components/bottom-nav`) carries the rest.
 */
export function TopBar() {
  const { t } = useTranslation();
  const pathname = usePathname() ?? '/';
  const { data: user } = useUser();

  return (
    <Header>
      <Bar>
        <BackButton />
        <LogoSlot>
          <Logo />
        </LogoSlot>
        <Spacer />
        {user ? <MemberNav user={user} /> : null}
        {NO_LANGUAGE_MENU.has(pathname) ? null : user ? (
          <DesktopOnlyBox>
            <LanguageMenu loggedIn />
          </DesktopOnlyBox>
        ) : (
          <LanguageMenu loggedIn={false} />
        )}
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <Button as={Link} href="/login" variant="outline" size="sm">
            {t('nav.login')}
          </Button>
        )}
      </Bar>
    </Header>
  );
}
