'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Logo as BrandLogo } from '@dating/ui/logo';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';

/**
 * The house logo (`@dating/ui/logo`) with the site's name; links home (`/members` for a member, else `/`). Compact
 * by default: below 360 px the bar shows the mark alone rather than a cut-off name (the link keeps its name).
 */
export function Logo({ compact = true }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { name } = useSettings();
  const { data: user } = useUser();
  return (
    <BrandLogo
      as={Link}
      href={user ? '/members' : '/'}
      name={name}
      label={t('nav.logo', { name })}
      compact={compact}
    />
  );
}
