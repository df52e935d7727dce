'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
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
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="28" height="28">
        <path
          fill="#F25068"
          d="M16 29s-1.2-.8-3-2.2C7.6 22.6 2 17.6 2 11.4 2 7.3 5.2 4 9.2 4c2.7 0 5 1.5 6.8 3.9C17.8 5.5 20.1 4 22.8 4 26.8 4 30 7.3 30 11.4c0 6.2-5.6 11.2-11 15.4-1.8 1.4-3 2.2-3 2.2z"
        />
      </svg>
      <span aria-hidden="true">{name}</span>
    </LogoLink>
  );
}
