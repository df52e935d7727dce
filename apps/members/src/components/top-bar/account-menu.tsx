'use client';

import { type TUser } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useCurrentLanguageLabel } from '@/hooks/use-current-language-label';
import { useLogout } from '@/hooks/use-logout';
import { Avatar } from '@dating/ui/avatar';
import { DropdownMenu } from '../dropdown/dropdown-menu';
import { AccountName } from './top-bar.styles';

/**
 * Avatar thumbnail and profile name; My profile, Settings, Logout (spec §2), and the language page (on a phone
 * the top bar has no room for the language menu).
 */
export function AccountMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const currentLanguage = useCurrentLanguageLabel();
  const { name, main_image: image } = user.profile;

  return (
    <DropdownMenu
      id="account"
      testId="account-menu"
      label={t('nav.account', { name })}
      items={[
        { key: 'profile', label: t('nav.myProfile'), href: '/profile' },
        { key: 'settings', label: t('nav.settings'), href: '/notifications' },
        { key: 'language', label: currentLanguage, href: '/lang-config' },
        { key: 'logout', label: t('nav.logout'), onSelect: () => logout.mutate() },
      ]}
    >
      <span aria-hidden="true">
        <Avatar src={image?.thumb_filename} alt={name} size="sm" loading="eager" fallback="icon" />
      </span>
      <AccountName aria-hidden="true">{name}</AccountName>
    </DropdownMenu>
  );
}
