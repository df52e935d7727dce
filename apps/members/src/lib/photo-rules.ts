import { type TImage, type TOwnPhoto, type TOwnProfile, type TUser } from '@dating/core/contracts';

/** Photos that count against the limit: every one that is not rejected (as the API counts). */
export function countedPhotos(photos: readonly TOwnPhoto[]): number {
  return photos.filter((p) => p.status !== 'rejected').length;
}

/** Whether another upload fits under the member's limit (3 free, 25 premium). */
export function canUploadMore(user: Pick<TUser, 'photo_limit' | 'profile'>): boolean {
  return countedPhotos(user.profile.photos) < user.photo_limit;
}

/** The main photo is the one whose renditions `main_image` names (the profile carries no id for it). */
export function isMainPhoto(photo: TOwnPhoto, profile: Pick<TOwnProfile, 'main_image'>): boolean {
  return profile.main_image !== null && profile.main_image.filename === photo.filename;
}

/** A public photo that is not rejected may become the main photo (the API's rule). */
export function canBeMain(photo: TOwnPhoto): boolean {
  return !photo.private && photo.status !== 'rejected';
}

/** The ids in a new order: the photo at `index` moved by `delta` places (clamped to the list). */
export function movedIds(ids: readonly string[], index: number, delta: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, index + delta));
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id === undefined) return [...ids];
  next.splice(target, 0, id);
  return next;
}

const asImage = (photo: TOwnPhoto): TImage => ({
  filename: photo.filename,
  thumb_filename: photo.thumb_filename,
  width: photo.width,
  height: photo.height,
  status: photo.status,
});

/** The main image after `photos` changed, as the API decides it: keep a valid one, else the first that can be. */
function nextMain(current: TImage | null, photos: readonly TOwnPhoto[]): TImage | null {
  const still = current && photos.find((p) => p.filename === current.filename && canBeMain(p));
  if (still) return asImage(still);
  const first = photos.find(canBeMain);
  return first ? asImage(first) : null;
}

export type PhotoChange =
  | { kind: 'private'; id: string; private: boolean }
  | { kind: 'main'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'order'; ids: readonly string[] };

/** The member as they will be after a photo change: what the screen shows until the API answers. */
export function applyPhotoChange(user: TUser, change: PhotoChange): TUser {
  const { profile } = user;
  let photos = profile.photos;
  let main = profile.main_image;
  if (change.kind === 'private') {
    photos = photos.map((p) => (p.id === change.id ? { ...p, private: change.private } : p));
  } else if (change.kind === 'main') {
    const photo = photos.find((p) => p.id === change.id);
    if (photo && canBeMain(photo)) main = asImage(photo);
  } else if (change.kind === 'delete') {
    photos = photos.filter((p) => p.id !== change.id);
  } else {
    const byId = new Map(photos.map((p) => [p.id, p]));
    photos = change.ids.flatMap((id) => byId.get(id) ?? []);
  }
  return { ...user, profile: { ...profile, photos, main_image: nextMain(main, photos) } };
}
