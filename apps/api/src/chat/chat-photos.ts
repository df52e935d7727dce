import type { TChatPhoto } from '@dating/core/contracts';
import { photoFiles, type Db } from '@dating/db';
import { chatPhotos, conversations, messages } from '@dating/db/schema';
import { and, eq, or, sql } from 'drizzle-orm';
import { MEDIA_PREFIX, STORAGE_KEY_RE } from '../photos/images';

/**
 * Photos sent in a chat (ADR 0015). They go through the profile photos' pipeline (decoded, re-encoded to WebP,
 * metadata stripped, random 128-bit key) into the same media store and are served by `GET /api/media/:file`,
 * which asks `resolveChatPhotoAccess` for keys that are not profile photos: only the uploader and the other
 * member of a conversation holding a message with the photo may fetch it, never a shared cache.
 */

/** Columns of the chat photo joined to a message row. */
export const chatPhotoColumns = {
  photoId: chatPhotos.id,
  photoKey: chatPhotos.storageKey,
  photoWidth: chatPhotos.width,
  photoHeight: chatPhotos.height,
};

export function toChatPhoto(r: {
  photoId: string | null;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}): TChatPhoto | null {
  if (!r.photoId || !r.photoKey || !r.photoWidth || !r.photoHeight) return null;
  const files = photoFiles(r.photoKey);
  return {
    id: r.photoId,
    url: `${MEDIA_PREFIX}/${files.full}`,
    thumb_url: `${MEDIA_PREFIX}/${files.thumb}`,
    width: r.photoWidth,
    height: r.photoHeight,
  };
}

/** The chat photo `id` if `ownerId` uploaded it. */
export async function ownChatPhoto(db: Db, id: string, ownerId: string) {
  const [row] = await db
    .select()
    .from(chatPhotos)
    .where(and(eq(chatPhotos.id, id), eq(chatPhotos.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Access to a chat photo rendition by storage key: 'private' for its uploader and for the other member of a
 * conversation where it was sent; null (404) for anyone else and for keys that are not chat photos.
 */
export async function resolveChatPhotoAccess(
  db: Db,
  key: string,
  viewerId: string | null,
): Promise<'private' | null> {
  if (!viewerId || !STORAGE_KEY_RE.test(key)) return null;
  const [row] = await db
    .select({ id: chatPhotos.id, ownerId: chatPhotos.ownerId })
    .from(chatPhotos)
    .where(eq(chatPhotos.storageKey, key))
    .limit(1);
  if (!row) return null;
  if (row.ownerId === viewerId) return 'private';
  const [shared] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.chatPhotoId, row.id),
        or(eq(conversations.memberA, viewerId), eq(conversations.memberB, viewerId)),
      ),
    )
    .limit(1);
  return shared ? 'private' : null;
}
