'use client';

import { useCallback, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { type TOwnPhoto, type TOwnProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useToast } from '@dating/ui/toast';
import { DeletePhotoModal } from './delete-photo-modal';
import { PhotoCard, type MoveDirection } from './photo-card';
import { isMainPhoto, movedIds, type PhotoChange } from '@/lib/photo-rules';
import { Grid } from './photos.styles';
import { usePhotoChange } from './use-photo-change';
import { usePhotoErrorText } from '@/components/photo-uploader/use-photo-error-text';

const LiveRegion = styled.p`
  ${visuallyHiddenCss}
`;

export interface PhotoGridProps {
  profile: Pick<TOwnProfile, 'photos' | 'main_image'>;
  /** Receives focus after a photo is deleted (its card and buttons are gone). */
  afterDeleteFocus: RefObject<HTMLElement | null>;
}

/** The member's photos in their order, with main/private/move/delete; every change is optimistic. */
export function PhotoGrid({ profile, afterDeleteFocus }: PhotoGridProps) {
  const { t } = useTranslation('editor');
  const toast = useToast();
  const errorText = usePhotoErrorText();
  const change = usePhotoChange();
  const [toDelete, setToDelete] = useState<TOwnPhoto | null>(null);
  const [focus, setFocus] = useState<{ id: string; direction: MoveDirection; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { photos } = profile;
  const clearFocus = useCallback(() => setFocus(null), []);

  const apply = (next: PhotoChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => setAnnouncement(done),
      onError: (error) => toast.show({ tone: 'danger', title: errorText(error) }),
    });

  const move = (index: number, direction: MoveDirection) => {
    const photo = photos[index];
    if (!photo) return;
    const ids = movedIds(
      photos.map((p) => p.id),
      index,
      direction === 'earlier' ? -1 : 1,
    );
    // Focus follows the photo once it shows at its new place (the change is applied a moment later).
    setFocus({ id: photo.id, direction, index: ids.indexOf(photo.id) });
    apply(
      { kind: 'order', ids },
      t('photos.moved', { position: ids.indexOf(photo.id) + 1, total: ids.length }),
    );
  };

  return (
    <>
      <Grid aria-label={t('photos.gridLabel')} data-testid="photo-grid">
        {photos.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            count={photos.length}
            isMain={isMainPhoto(photo, profile)}
            onChange={(next) =>
              apply(
                next,
                next.kind === 'main'
                  ? t('photos.madeMain')
                  : next.kind === 'private' && next.private
                    ? t('photos.madePrivate')
                    : t('photos.madePublic'),
              )
            }
            onMove={(direction) => move(index, direction)}
            onDelete={() => setToDelete(photo)}
            focusMove={focus?.id === photo.id && focus.index === index ? focus.direction : null}
            onFocused={clearFocus}
          />
        ))}
      </Grid>
      <LiveRegion role="status">{announcement}</LiveRegion>
      <DeletePhotoModal
        photo={toDelete}
        isMain={toDelete !== null && isMainPhoto(toDelete, profile)}
        onCancel={() => setToDelete(null)}
        onConfirm={(photo) => {
          setToDelete(null);
          apply({ kind: 'delete', id: photo.id }, t('photos.deleted'));
          // The modal hands focus back to the Delete button, which is gone: continue from the section.
          requestAnimationFrame(() => afterDeleteFocus.current?.focus());
        }}
      />
    </>
  );
}
