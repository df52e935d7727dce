'use client';

import { type KeyboardEvent } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { LightboxFigure, LightboxNav } from './photo-gallery.styles';

export interface LightboxPhoto {
  id: string;
  src: string;
  width: number;
  height: number;
}

export interface PhotoLightboxProps {
  name: string;
  photos: readonly LightboxPhoto[];
  /** The open photo, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The unlocked photos, one at a time, in a dialog: previous/next buttons and the arrow keys browse (wrapping
 * around), Escape or the close button closes and focus goes back to the photo that opened it.
 */
export function PhotoLightbox({ name, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation('member');
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const position = index === null ? '' : t('lightbox.position', { index: index + 1, count });

  return (
    <Modal open={current !== undefined} onClose={onClose} size="lg" onKeyDown={onKeyDown}>
      <Modal.Header>{t('lightbox.title', { name })}</Modal.Header>
      <Modal.Body>
        {current ? (
          <LightboxFigure data-testid="lightbox-photo" data-photo-id={current.id}>
            <img
              src={current.src}
              alt={t('photos.main', { name })}
              width={current.width}
              height={current.height}
            />
            <figcaption aria-live="polite">{position}</figcaption>
          </LightboxFigure>
        ) : null}
      </Modal.Body>
      {count > 1 ? (
        <Modal.Footer>
          <LightboxNav>
            <Button variant="outline" onClick={() => go(-1)} aria-describedby="lightbox-keys">
              <span aria-hidden="true">←</span> {t('lightbox.previous')}
            </Button>
            <Button variant="outline" onClick={() => go(1)} aria-describedby="lightbox-keys" data-autofocus>
              {t('lightbox.next')} <span aria-hidden="true">→</span>
            </Button>
          </LightboxNav>
          <span id="lightbox-keys" hidden>
            {t('lightbox.keys')}
          </span>
        </Modal.Footer>
      ) : null}
    </Modal>
  );
}
