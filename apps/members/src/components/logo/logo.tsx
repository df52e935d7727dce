'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { LogoMark } from '@dating/ui/logo-mark';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.primary[700]};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-decoration: none;
  white-space: nowrap;
`;

/** The heart mark and the site's name; links home (`/members` for a member, else `/`). */
export function Logo() {
  const { t } = useTranslation();
  const { name } = useSettings();
  const { data: user } = useUser();
  return (
    <LogoLink href={user ? '/members' : '/'} aria-label={t('nav.logo', { name })} data-testid="logo">
      <LogoMark variant="heart" size={28} />
      <span aria-hidden="true">{name}</span>
    </LogoLink>
  );
}
