import { galleryAccess } from '@dating/core/domain';
import { type Db } from '@dating/db';
import { STORAGE_KEY_RE } from './images';
import { photos, profiles, users } from '@dating/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { resolveChatPhotoAccess } from '../chat/chat-photos';
import { hasBlocked } from '../blocks/blocks-repo';

/**
 * How a photo rendition may be served to a viewer: `public` (cacheable by anyone: the approved public main
 * photo of an active profile), `private` (this viewer only: own photos, and gallery photos the viewer may
 * see), or null (404: unknown key, not approved, owner deleted or hidden, locked for the viewer, or the owner
 * blocked the viewer). The same rule as the profile screen (`galleryAccess`), checked on every fetch.
 */
export async function resolveMediaAccess(
  db: Db,
  key: string,
  viewerId: string | null,
): Promise<'public' | 'private' | null> {
  if (!STORAGE_KEY_RE.test(key)) return null;
  const [row] = await db
    .select({
      id: photos.id,
      ownerId: photos.ownerId,
      status: photos.status,
      private: photos.private,
      ownerStatus: users.status,
      profileStatus: profiles.status,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.ownerId))
    .innerJoin(profiles, eq(profiles.userId, photos.ownerId))
    .where(eq(photos.storageKey, key))
    .limit(1);
  // Not a profile photo: maybe a photo sent in a chat (its two members only).
  if (!row) return resolveChatPhotoAccess(db, key, viewerId);
  const shown =
    row.status === 'approved' && row.ownerStatus !== 'pending_deletion' && row.profileStatus === 'active';
  if (shown && row.id === row.mainPhotoId && !row.private) return 'public';
  if (viewerId === row.ownerId) return 'private';
  if (!shown) return null;

  let premium = false;
  if (viewerId) {
    const [[viewer], blocked] = await Promise.all([
      db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, viewerId)).limit(1),
      hasBlocked(db, row.ownerId, viewerId),
    ]);
    if (blocked) return null;
    premium = viewer?.paidUser ?? false;
  }
  if (premium) return 'private';
  const gallery = await db
    .select({ id: photos.id, private: photos.private })
    .from(photos)
    .where(and(eq(photos.ownerId, row.ownerId), eq(photos.status, 'approved')))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  const entry = galleryAccess(gallery, row.mainPhotoId, { own: false, premium: false }).find(
    (g) => g.photo.id === row.id,
  );
  return entry && !entry.locked ? 'private' : null;
}
