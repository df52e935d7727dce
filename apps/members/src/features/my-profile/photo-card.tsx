'use client';

import { type Ref, useEffect, useRef } from 'react';
import { type TOwnPhoto } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { Button } from '@dating/ui/button';
import { canBeMain, type PhotoChange } from '@/lib/photo-rules';
import { Actions, Badges, CardBody, Frame, MoveActions, PhotoCardRoot, SrOnly } from './photos.styles';

export type MoveDirection = 'earlier' | 'later';

export interface PhotoCardProps {
  photo: TOwnPhoto;
  index: number;
  count: number;
  isMain: boolean;
  onChange: (change: PhotoChange) => void;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
  /** After a move, focus returns to this card's move button (the other one at either end of the list). */
  focusMove?: MoveDirection | null;
  onFocused?: () => void;
}

const MOVES = {
  earlier: { arrow: '←', label: 'photos.actions.moveEarlier' },
  later: { arrow: '→', label: 'photos.actions.moveLater' },
} as const;

/** A move button: its arrow shown, its label as the title and for screen readers. */
function MoveButton({
  direction,
  onMove,
  ...props
}: {
  ref: Ref<HTMLButtonElement>;
  direction: MoveDirection;
  disabled: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  const { t } = useTranslation('editor');
  const label = t(MOVES[direction].label);
  return (
    <Button variant="outline" title={label} onClick={() => onMove(direction)} {...props}>
      <span aria-hidden="true">{MOVES[direction].arrow}</span>
      <SrOnly>{label}</SrOnly>
    </Button>
  );
}

/**
 * One photo with its badges and every action as a thumb-sized button (44 px), so all of it works by touch and
 * by keyboard; the order changes with the move buttons (there is no drag to replace).
 */
export function PhotoCard({
  photo,
  index,
  count,
  isMain,
  onChange,
  onMove,
  onDelete,
  focusMove,
  onFocused,
}: PhotoCardProps) {
  const { t } = useTranslation('editor');
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;
  const position = index + 1;

  useEffect(() => {
    if (!focusMove) return;
    const wanted = focusMove === 'earlier' ? (first ? later : earlier) : last ? earlier : later;
    wanted.current?.focus();
    onFocused?.();
  }, [focusMove, first, last, onFocused]);

  return (
    <PhotoCardRoot data-testid="photo-card" data-photo-id={photo.id} data-main={isMain ? '' : undefined}>
      <Frame data-status={photo.status}>
        <img
          src={photo.thumb_filename}
          alt={t('photos.alt', { position })}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
        />
        <Badges>
          {isMain ? <Badge tone="primary">{t('photos.badge.main')}</Badge> : null}
          {photo.private ? <Badge tone="neutral">{t('photos.badge.private')}</Badge> : null}
          {photo.status === 'pending' ? <Badge tone="warning">{t('photos.badge.pending')}</Badge> : null}
          {photo.status === 'rejected' ? <Badge tone="danger">{t('photos.badge.rejected')}</Badge> : null}
        </Badges>
      </Frame>
      <CardBody role="group" aria-label={t('photos.card', { position })}>
        {photo.status === 'rejected' ? <p>{t('photos.rejectedHint')}</p> : null}
        {isMain ? <p>{t('photos.mainIsPublic')}</p> : null}
        {!isMain ? (
          <Actions>
            {canBeMain(photo) ? (
              <Button variant="secondary" onClick={() => onChange({ kind: 'main', id: photo.id })}>
                {t('photos.actions.makeMain')}
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => onChange({ kind: 'private', id: photo.id, private: !photo.private })}
            >
              {photo.private ? t('photos.actions.makePublic') : t('photos.actions.makePrivate')}
            </Button>
          </Actions>
        ) : null}
        <MoveActions>
          <MoveButton ref={earlier} direction="earlier" disabled={first} onMove={onMove} />
          <MoveButton ref={later} direction="later" disabled={last} onMove={onMove} />
          <Button variant="ghost" onClick={onDelete}>
            {t('photos.actions.delete')}
          </Button>
        </MoveActions>
      </CardBody>
    </PhotoCardRoot>
  );
}
