import { and, eq, ne } from 'drizzle-orm';
import type { TImage } from '@dating/core/contracts';
import type { Db } from '../client';
import { photos, users } from '../schema';

export const STORAGE_KEY_RE = /^[0-9a-f]{32}$/;

/** File names of a photo's renditions in the media store. */
export function photoFiles(storageKey: string): { full: string; thumb: string } {
  return { full: `${storageKey}.webp`, thumb: `${storageKey}-thumb.webp` };
}

/** The ZImage of a photo row, with URLs under `mediaPrefix` (e.g. `/api/media`). */
export function toImage(
  p: Pick<typeof photos.$inferSelect, 'storageKey' | 'width' | 'height' | 'status'>,
  mediaPrefix: string,
): TImage {
  const files = photoFiles(p.storageKey);
  return {
    filename: `${mediaPrefix}/${files.full}`,
    thumb_filename: `${mediaPrefix}/${files.thumb}`,
    width: p.width,
    height: p.height,
    status: p.status,
  };
}

/** Whether anyone may fetch the photo: approved, public, and its owner is not pending deletion. */
export async function isServablePhoto(db: Db, key: string): Promise<boolean> {
  if (!STORAGE_KEY_RE.test(key)) return false;
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.ownerId))
    .where(
      and(
        eq(photos.storageKey, key),
        eq(photos.status, 'approved'),
        eq(photos.private, false),
        ne(users.status, 'pending_deletion'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
