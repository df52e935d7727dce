'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { BannerAlert } from '@/components/slots/banner-alert';
import { useUser } from '@/hooks/use-user';
import { useUiStore } from '@/stores/ui-store';
import { PHOTO_ALERT_DISMISSAL, isPhotoAlertVisible } from './photo-alert-visibility';
import { LinkButton } from '@/components/page/link-button';

/**
 * The profile-photo alert of spec §2, for the default layout's alert slot: reads the member and the path
 * itself. Shown while the profile has no main image; links to the profile; dismissible. On a phone one row
 * with the link until expanded (`BannerAlert`).
 */
export function PhotoAlert() {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  const pathname = usePathname();
  const dismissedAt = useUiStore((state) => state.dismissals[PHOTO_ALERT_DISMISSAL]);
  const dismiss = useUiStore((state) => state.dismiss);
  const [now] = useState(() => Date.now());

  if (!isPhotoAlertVisible({ user, pathname, dismissedAt, now })) return null;
  return (
    <BannerAlert
      tone="info"
      role="region"
      title={t('photoAlert.title')}
      onDismiss={() => dismiss(PHOTO_ALERT_DISMISSAL, Date.now())}
      data-testid="photo-alert"
      action={
        <LinkButton href="/profile" size="sm">
          {t('photoAlert.link')}
        </LinkButton>
      }
    >
      <p>{t('photoAlert.body')}</p>
    </BannerAlert>
  );
}
