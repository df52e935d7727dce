'use client';

import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { CardPhoto } from './card-photo';
import { Caption, Card, CardLink, FictionalSlot, Muted, Name, Thumb } from './member-card.styles';

/** Cards of the first row at the widest grid (4 columns) load at once; the rest when scrolled near. */
export const FIRST_ROW = 4;

/** What a photo card shows of a profile. */
export interface PhotoCardProfile {
  id: string;
  name: string;
  city?: string | null;
  fictional?: boolean;
  main_image?: { thumb_filename: string } | null;
}

export interface PhotoCardProps extends Omit<ComponentPropsWithoutRef<'li'>, 'title'> {
  profile: PhotoCardProfile;
  /** Where the card's one link goes. */
  href: string;
  /** "name, age", already translated in the caller's namespace. */
  title: string;
  /** Position in its list: the first row is not lazy-loaded (it is what the member sees first). */
  index: number;
  /** Called when the link is followed. */
  onOpen?: () => void;
  /** In the caption above the name (badges). */
  captionTop?: ReactNode;
  /** In the caption after the city (activity). */
  captionEnd?: ReactNode;
  /** Over the photo beside the link, not inside it (the like heart). */
  actions?: ReactNode;
}

/**
 * The photo-led card that the search results and the likes lists share: one link whose photo carries "name,
 * age" and the city on a scrim, and the fictional marker at its top left as a sibling of the link.
 */
export function PhotoCard({
  profile,
  href,
  title,
  index,
  onOpen,
  captionTop,
  captionEnd,
  actions,
  ...rest
}: PhotoCardProps) {
  return (
    <Card {...rest} data-fictional={profile.fictional ? '' : undefined}>
      <CardLink href={href} onClick={onOpen}>
        <Thumb>
          <CardPhoto name={profile.name} image={profile.main_image} eager={index < FIRST_ROW} />
        </Thumb>
        <Caption>
          {captionTop}
          <Name>{title}</Name>
          {profile.city ? <Muted>{profile.city}</Muted> : null}
          {captionEnd}
        </Caption>
      </CardLink>
      {actions}
      {profile.fictional ? (
        <FictionalSlot>
          <FictionalDisclosure variant="card" />
        </FictionalSlot>
      ) : null}
    </Card>
  );
}
