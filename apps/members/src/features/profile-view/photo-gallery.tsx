'use client';

import { useState } from 'react';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { loginUrlFor } from '@/lib/member-routes';
import { PhotoLightbox, type LightboxPhoto } from './photo-lightbox';
import {
  LockBadge,
  LockedCta,
  LockedTile,
  MainPhotoButton,
  MainPhotoFallback,
  PrivateMark,
  TileButton,
  Tiles,
} from './photo-gallery.styles';
import { splitPhotos } from '@/lib/profile-facts';
import { Section } from '@/components/profile-about/profile-about.styles';
import { ThumbImage } from '@/components/member-card/card-photo';
import { LinkButton } from '@/components/page/link-button';

/** Thumbnails are square tiles; the attributes keep their box before the image arrives. */
const TILE_PX = 160;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 5a3 3 0 0 1 6 0v3H9V7zm3 7a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14z"
      />
    </svg>
  );
}

export interface PhotoGalleryProps {
  profile: TMemberProfile;
  /** null: a visitor; otherwise whether the viewer is premium. */
  viewer: { premium: boolean } | null;
}

/**
 * The main photo (large) and the other photos as tiles. Unlocked photos open in the lightbox; locked ones
 * show only their blurred preview (the API sends no URL for them) with one call to action: log in for
 * visitors, premium for free members.
 */
export function PhotoGallery({ profile, viewer }: PhotoGalleryProps) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState<number | null>(null);
  const { unlocked, locked, total } = splitPhotos(profile);
  const slides: LightboxPhoto[] = unlocked.flatMap((p) =>
    p.image ? [{ id: p.id, src: p.image.filename, width: p.image.width, height: p.image.height }] : [],
  );
  const [main, ...rest] = unlocked;
  const mainImage = main?.image ?? profile.main_image;
  const others = profile.photos.filter((p) => p !== main);

  return (
    <Section aria-labelledby="profile-photos-title" data-testid="profile-photos">
      <h2 id="profile-photos-title" hidden>
        {t('photos.title')}
      </h2>
      {mainImage ? (
        <MainPhotoButton
          type="button"
          onClick={() => setOpen(0)}
          disabled={!main}
          data-testid="main-photo"
          data-photo-state="unlocked"
        >
          <img
            src={mainImage.filename}
            alt={t('photos.main', { name: profile.name })}
            width={mainImage.width}
            height={mainImage.height}
            fetchPriority="high"
            decoding="async"
          />
        </MainPhotoButton>
      ) : (
        <MainPhotoFallback>
          <Avatar alt={t('photos.main', { name: profile.name })} name={profile.name} size="xl" />
        </MainPhotoFallback>
      )}
      {others.length ? (
        <Tiles>
          {others.map((photo) => {
            if (photo.locked || !photo.image) {
              return (
                <li key={photo.id}>
                  <LockedTile data-photo-state="locked" data-testid="photo-tile">
                    {photo.blur ? (
                      <img src={photo.blur} alt="" width={TILE_PX} height={TILE_PX} decoding="async" />
                    ) : null}
                    <LockBadge role="img" aria-label={t('photos.locked')}>
                      <LockIcon />
                    </LockBadge>
                  </LockedTile>
                </li>
              );
            }
            const index = rest.indexOf(photo) + 1;
            return (
              <li key={photo.id}>
                <TileButton
                  type="button"
                  onClick={() => setOpen(index)}
                  aria-label={t('photos.open', { index: index + 1, count: slides.length })}
                  data-photo-state="unlocked"
                  data-testid="photo-tile"
                >
                  <ThumbImage src={photo.image.thumb_filename} width={TILE_PX} height={TILE_PX} />
                  {photo.private ? <PrivateMark aria-hidden="true">{t('photos.private')}</PrivateMark> : null}
                </TileButton>
              </li>
            );
          })}
        </Tiles>
      ) : null}
      {locked.length ? (
        <LockedPhotosCta profileId={profile.id} total={total} locked={locked.length} viewer={viewer} />
      ) : null}
      <PhotoLightbox
        name={profile.name}
        photos={slides}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </Section>
  );
}

function LockedPhotosCta({
  profileId,
  total,
  locked,
  viewer,
}: {
  profileId: string;
  total: number;
  locked: number;
  viewer: PhotoGalleryProps['viewer'];
}) {
  const { t } = useTranslation('member');
  // A premium member sees every photo; nothing to offer if the API still locked one.
  if (viewer?.premium) return null;
  return (
    <LockedCta data-testid="locked-photos-cta">
      <p>{t('photos.lockedCount', { count: locked })}</p>
      {viewer ? (
        <LinkButton href="/premium">{t('photos.premiumCta', { count: total })}</LinkButton>
      ) : (
        <LinkButton href={loginUrlFor(`/members/${profileId}`)}>{t('photos.loginCta')}</LinkButton>
      )}
    </LockedCta>
  );
}
