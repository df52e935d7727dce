'use client';

import { Suspense, type FormEvent } from 'react';
import styled from 'styled-components';
import { InlineList } from '@/components/page/inline-list';
import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { Spinner } from '@dating/ui/spinner';
import { useUser } from '@/hooks/use-user';
import { PhotoUploader } from '@/components/photo-uploader/photo-uploader';
import { type uploadPhoto } from '@/components/photo-uploader/upload-photo';
import { Form, Muted } from './signup.styles';
import { StepActions } from './step-actions';

const Thumbs = styled(InlineList)`
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.spacing[1]};
  }

  img {
    display: block;
    width: 72px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

/** The uploader and the photos added so far. */
function PhotoStepBody({ upload }: { upload?: typeof uploadPhoto }) {
  const { t } = useTranslation('editor');
  const { data: user } = useUser();
  const photos = user?.profile.photos ?? [];
  return (
    <>
      <Muted>{t('signupPhoto.body')}</Muted>
      <PhotoUploader upload={upload} />
      {photos.length ? (
        <Thumbs aria-label={t('signupPhoto.added')} data-testid="signup-photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.thumb_filename}
                alt={t('photos.alt', { position: index + 1 })}
                width={photo.width}
                height={photo.height}
              />
              {photo.status === 'pending' ? <Badge tone="warning">{t('photos.badge.pending')}</Badge> : null}
            </li>
          ))}
        </Thumbs>
      ) : null}
      <Muted>{t('signupPhoto.review')}</Muted>
    </>
  );
}

/**
 * Step 1: add photos with the profile's uploader (drop or choose, progress, clear errors), or skip (spec §4).
 * The first public photo becomes the main photo; the team approves it before others see it. Skip and Continue
 * stay usable even while the editor's texts load (they are not in every bundle).
 */
export function PhotoStep({ onNext, upload }: { onNext: () => void; upload?: typeof uploadPhoto }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <Form onSubmit={onSubmit}>
      <Suspense fallback={<Spinner />}>
        <PhotoStepBody upload={upload} />
      </Suspense>
      <StepActions onSkip={onNext} />
    </Form>
  );
}
