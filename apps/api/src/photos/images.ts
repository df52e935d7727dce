import type { TImage } from '@dating/core/contracts';
import { photoFiles } from '@dating/db';
import type { photos } from '@dating/db/schema';

/** Where photo renditions are served (`GET /api/media/:file`). */
export const MEDIA_PREFIX = '/api/media';

/** A photo's storage key: 32 hex digits (`newStorageKey`). */
export const STORAGE_KEY_RE = /^[0-9a-f]{32}$/;

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
