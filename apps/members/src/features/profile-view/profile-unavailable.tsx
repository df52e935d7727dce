'use client';

import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { type ProfileLoadError } from './profile-load-error';
import { LinkButton } from '@/components/page/link-button';

/**
 * A profile that cannot be shown: gone or hidden ("This profile is not available"), or its owner blocked
 * the viewer (spec §6: "You're blocked by {name}. You do not have access to this page.").
 */
export function ProfileUnavailable({ error }: { error: ProfileLoadError }) {
  const { t } = useTranslation('member');
  const { t: te } = useTranslation('errors');
  const blocked = error.kind === 'blocked';
  return (
    <PageContainer
      $width="narrow"
      data-screen="profileView"
      data-state={error.kind}
      data-testid="profile-unavailable"
    >
      <PageTitle>{blocked ? t('unavailable.blockedTitle') : t('unavailable.title')}</PageTitle>
      <Lead data-testid="profile-unavailable-message">
        {blocked ? te('blocked_by_member', { name: error.name }) : t('unavailable.body')}
      </Lead>
      <LinkButton href="/members">{t('unavailable.back')}</LinkButton>
    </PageContainer>
  );
}
