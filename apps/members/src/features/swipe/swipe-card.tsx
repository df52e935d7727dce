'use client';

import Link from 'next/link';
import { type CSSProperties } from 'react';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { ProfileAbout } from '@/components/profile-about/profile-about';
import { dragRotation, swipeDecision } from './swipe-rules';
import { type PointerSwipe } from './use-pointer-swipe';
import { useReducedMotion } from './use-reduced-motion';
import { Card, CardBody, Muted, Photo } from './swipe.styles';

export type SwipeVariant = 'game' | 'finder';

export interface SwipeCardProps {
  profile: TMemberProfile;
  variant: SwipeVariant;
  swipe: PointerSwipe;
}

/**
 * The profile on top of the deck: main photo, "name, age", city, the fictional marker and a link to the full
 * profile. The match finder adds the bio, interests and details; the swipe game is photo-first.
 */
export function SwipeCard({ profile, variant, swipe }: SwipeCardProps) {
  const { t } = useTranslation('swipe');
  const reducedMotion = useReducedMotion();
  const { width } = swipe;
  const style = {
    '--swipe-dx': `${swipe.dx}px`,
    '--swipe-rotate': `${dragRotation(swipe.dx, width, reducedMotion)}deg`,
  } as CSSProperties;
  const hint = swipe.dragging ? swipeDecision(swipe.dx, width) : null;
  const image = profile.main_image;

  return (
    <Card
      data-testid="swipe-card"
      data-profile-id={profile.id}
      data-fictional={profile.fictional ? '' : undefined}
      data-dragging={swipe.dragging ? '' : undefined}
      data-swipe-hint={hint ?? undefined}
      aria-labelledby="swipe-card-name"
      style={style}
      {...swipe.handlers}
    >
      <Photo $variant={variant} data-swipe-photo="">
        {image ? (
          <img
            src={image.filename}
            alt={t('card.photoAlt', { name: profile.name })}
            width={image.width}
            height={image.height}
            draggable={false}
            decoding="async"
          />
        ) : (
          <Avatar alt="" name={profile.name} size="xl" fallback="icon" aria-hidden="true" />
        )}
      </Photo>
      <CardBody data-swipe-body="">
        <h2 id="swipe-card-name">{t('card.nameAge', { name: profile.name, age: profile.age })}</h2>
        {profile.city ? <Muted data-testid="swipe-card-city">{profile.city}</Muted> : null}
        {profile.fictional ? <FictionalDisclosure variant="card" /> : null}
        <Link href={`/members/${encodeURIComponent(profile.id)}`}>{t('card.viewProfile')}</Link>
      </CardBody>
      {variant === 'finder' ? <ProfileAbout profile={profile} /> : null}
    </Card>
  );
}
