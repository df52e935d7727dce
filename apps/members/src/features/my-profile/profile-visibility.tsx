'use client';

import { type TOwnProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';

/**
 * Why the profile is not shown to others yet (status 'disabled'): it needs a main photo the team has approved.
 * Says what the member can do next; nothing when the profile is active.
 */
export function ProfileVisibility({
  profile,
}: {
  profile: Pick<TOwnProfile, 'status' | 'main_image' | 'photos'>;
}) {
  const { t } = useTranslation('editor');
  if (profile.status === 'active') return null;
  const body = !profile.photos.length
    ? t('visibility.noPhoto')
    : !profile.main_image
      ? t('visibility.noMain')
      : t('visibility.mainPending');
  return (
    <Alert tone="warning" role="status" title={t('visibility.title')} data-testid="profile-hidden">
      {body}
    </Alert>
  );
}
