import { FREE_VISIBLE_PHOTOS } from './constants';

/** What the photo-access rule needs to know of one of the owner's approved photos. */
export interface GalleryPhoto {
  id: string;
  private: boolean;
}

export interface GalleryViewer {
  /** The viewer is the photos' owner. */
  own: boolean;
  /** The viewer is a premium member (spec §1: premium unlocks all member photos). */
  premium: boolean;
}

/**
 * Orders an owner's approved photos for display — the main photo first, then the rest in the owner's order —
 * and decides which are unlocked for the viewer. The owner and premium members see everything; visitors and
 * free members see the main photo and the next public photos up to FREE_VISIBLE_PHOTOS in all; private photos
 * are never unlocked for them (spec §1, §6). The server applies the same rule to every media fetch.
 */
export function galleryAccess<T extends GalleryPhoto>(
  photos: readonly T[],
  mainPhotoId: string | null,
  viewer: GalleryViewer,
): { photo: T; locked: boolean }[] {
  const main = photos.find((p) => p.id === mainPhotoId && !p.private);
  const ordered = main ? [main, ...photos.filter((p) => p !== main)] : [...photos];
  if (viewer.own || viewer.premium) return ordered.map((photo) => ({ photo, locked: false }));
  let unlocked = 0;
  return ordered.map((photo) => {
    const open = !photo.private && unlocked < FREE_VISIBLE_PHOTOS;
    if (open) unlocked += 1;
    return { photo, locked: !open };
  });
}
