'use client';

import Link from 'next/link';
import { useRef } from 'react';
import { type TUser } from '@dating/core/contracts';
import { PHOTO_LIMITS } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Card, Muted } from './my-profile.styles';
import { PhotoGrid } from './photo-grid';
import { countedPhotos } from '@/lib/photo-rules';
import { PhotoUploader } from '@/components/photo-uploader/photo-uploader';
import { CountLine } from './photos.styles';
import { type uploadPhoto } from '@/components/photo-uploader/upload-photo';

export interface PhotoManagerProps {
  user: TUser;
  upload?: typeof uploadPhoto;
}

/** Photos of /profile: upload, the count against the limit (premium call to action), and the grid. */
export function PhotoManager({ user, upload }: PhotoManagerProps) {
  const { t } = useTranslation('editor');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { photos } = user.profile;
  const counted = countedPhotos(photos);
  const limit = user.photo_limit;
  const atLimit = counted >= limit;

  return (
    <Card aria-labelledby="photos-title" data-testid="photo-manager">
      <h2 id="photos-title" ref={headingRef} tabIndex={-1}>
        {t('photos.title')}
      </h2>
      <Muted>{t('photos.review')}</Muted>
      <CountLine data-testid="photo-count">{t('photos.count', { n: counted, limit })}</CountLine>
      {atLimit && !user.paid_user ? (
        <Alert tone="info" title={t('photos.limit.title', { limit })} data-testid="photo-limit">
          <p>{t('photos.limit.premium', { premium: PHOTO_LIMITS.premium })}</p>
          <p style={{ marginTop: '0.75rem' }}>
            <Button as={Link} href="/premium" size="sm">
              {t('photos.limit.cta')}
            </Button>
          </p>
        </Alert>
      ) : null}
      {atLimit && user.paid_user ? <Muted>{t('photos.limit.full', { limit })}</Muted> : null}
      <PhotoUploader allowPrivate upload={upload} />
      {photos.length ? (
        <PhotoGrid profile={user.profile} afterDeleteFocus={headingRef} />
      ) : (
        <Muted data-testid="no-photos">{t('photos.empty')}</Muted>
      )}
    </Card>
  );
}
