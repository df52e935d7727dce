'use client';

import { type TSearchCard } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { LikeHeartButton } from '@/components/like-button/like-heart-button';
import { Activity, ActivityDot } from './member-card.styles';
import { PhotoCard } from './photo-card';

const ACTIVITY_KEYS = {
  online: 'card.active.online',
  today: 'card.active.today',
  week: 'card.active.week',
} as const;

export interface MemberCardProps {
  card: TSearchCard;
  /** Position in its list: the first row is not lazy-loaded (it is what the member sees first). */
  index: number;
  /** Called before the profile opens, so the position in the results can be restored on return. */
  onOpen?: () => void;
}

/**
 * One result, photo first: the photo fills the card with "name, age", city and how recently active over it; the
 * fictional marker where it applies and, for members, a heart to like the profile sit over the photo as siblings
 * of the link, not inside it.
 */
export function MemberCard({ card, index, onOpen }: MemberCardProps) {
  const { t } = useTranslation('search');
  return (
    <PhotoCard
      data-testid="search-card"
      data-profile-id={card.id}
      profile={card}
      href={`/members/${encodeURIComponent(card.id)}`}
      title={t('card.nameAge', { name: card.name, age: card.age })}
      index={index}
      onOpen={onOpen}
      captionEnd={
        card.active ? (
          <Activity data-testid="search-card-activity">
            <ActivityDot data-active={card.active} aria-hidden="true" />
            {t(ACTIVITY_KEYS[card.active])}
          </Activity>
        ) : null
      }
      actions={<LikeHeartButton profile={card} />}
    />
  );
}
