'use client';

import { useTranslation } from '@dating/i18n/client';
import { Badge } from '@dating/ui/badge';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { CardPhoto } from '@/components/member-card/card-photo';
import {
  Caption,
  Card,
  CardLink,
  FictionalSlot,
  Muted,
  Name,
  Thumb,
} from '@/components/member-card/member-card.styles';
import { type LikeEntry } from '@/lib/likes-lists';
import { Flags } from './likes.styles';

/** Cards of the first row load at once; the rest when scrolled near. */
const FIRST_ROW = 4;

/**
 * One like, photo-led like the search cards: "New" on an unseen received like, "Match", "name, age" and
 * city over the photo on its scrim; the fictional marker at its top left.
 */
export function LikeCard({ entry, index }: { entry: LikeEntry; index: number }) {
  const { t } = useTranslation('likes');
  const { profile } = entry;
  return (
    <Card
      data-testid="like-card"
      data-profile-id={profile.id}
      data-new={entry.isNew ? '' : undefined}
      data-match={entry.match ? '' : undefined}
      data-fictional={profile.fictional ? '' : undefined}
    >
      <CardLink href={`/likes/m/${encodeURIComponent(profile.id)}`}>
        <Thumb>
          <CardPhoto name={profile.name} image={profile.main_image} eager={index < FIRST_ROW} />
        </Thumb>
        <Caption>
          {entry.isNew || entry.match ? (
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
          ) : null}
          <Name>{t('card.nameAge', { name: profile.name, age: profile.age })}</Name>
          {profile.city ? <Muted>{profile.city}</Muted> : null}
        </Caption>
      </CardLink>
      {profile.fictional ? (
        <FictionalSlot>
          <FictionalDisclosure variant="card" />
        </FictionalSlot>
      ) : null}
    </Card>
  );
}
