'use client';

import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { PhotoCard } from '@/components/member-card/photo-card';
import { type LikeEntry } from '@/lib/likes-lists';
import { Flags } from './likes.styles';

/**
 * One like, photo-led like the search cards: "New" on an unseen received like, "Match", "name, age" and
 * city over the photo on its scrim; the fictional marker at its top left.
 */
export function LikeCard({ entry, index }: { entry: LikeEntry; index: number }) {
  const { t } = useTranslation('likes');
  const { profile } = entry;
  return (
    <PhotoCard
      data-testid="like-card"
      data-profile-id={profile.id}
      data-new={entry.isNew ? '' : undefined}
      data-match={entry.match ? '' : undefined}
      profile={profile}
      href={`/likes/m/${encodeURIComponent(profile.id)}`}
      title={t('card.nameAge', { name: profile.name, age: profile.age })}
      index={index}
      captionTop={
        entry.isNew || entry.match ? (
          <Flags>
            {entry.isNew ? (
              <Badge tone="primary" data-testid="like-new-badge">
                {t('card.new')}
              </Badge>
            ) : null}
            {entry.match ? (
              <Badge tone="success" data-testid="like-match-badge">
                {t('card.match')}
              </Badge>
            ) : null}
          </Flags>
        ) : null
      }
    />
  );
}
