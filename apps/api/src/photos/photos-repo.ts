import { PHOTO_LIMITS } from '@dating/core/domain';
import { type Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';

/** The photo limit of a member: 3 free, 25 premium (spec §1, §9). */
export function photoLimit(paidUser: boolean): number {
  return paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;
}

/** Photos that count against the limit: every photo that is not rejected. */
export async function countCountedPhotos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.ownerId, userId), ne(photos.status, 'rejected')));
  return row?.n ?? 0;
}

/**
 * The profile is `active` exactly when its main photo is approved and public (spec §3: an active main image is
 * needed); otherwise `disabled`, and it is hidden from everyone else.
 */
export async function refreshProfileStatus(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    update profiles set status = case when exists (
      select 1 from photos p
      where p.id = profiles.main_photo_id and p.status = 'approved' and p.private = false
    ) then 'active' else 'disabled' end
    where user_id = ${userId}`);
}

/**
 * When the member has no (public, not rejected) main photo, makes the first such photo main. Keeps an
 * existing valid main photo.
 */
export async function ensureMainPhoto(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    update profiles set main_photo_id = (
      select p.id from photos p
      where p.owner_id = ${userId} and p.private = false and p.status <> 'rejected'
      order by (p.status = 'approved') desc, p.position, p.created_at
      limit 1
    )
    where user_id = ${userId} and (
      main_photo_id is null or not exists (
        select 1 from photos m
        where m.id = profiles.main_photo_id and m.private = false and m.status <> 'rejected'
      )
    )`);
}

export interface NewPhoto {
  storageKey: string;
  private: boolean;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  bytes: number;
  blur: string;
}

/**
 * Stores a processed photo under the member's limit. The member's row is locked first, so parallel uploads are
 * counted one after another: exactly `limit` succeed, whatever their number.
 */
export async function insertPhotoWithinLimit(
  db: Db,
  userId: string,
  photo: NewPhoto,
  now: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ paidUser: users.paidUser })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!owner) throw new ApiError('authentication_required');
    const limit = photoLimit(owner.paidUser);
    if ((await countCountedPhotos(tx, userId)) >= limit) {
      throw new ApiError('photo_limit_reached', { params: { limit } });
    }
    const [last] = await tx
      .select({ max: sql<number | null>`max(${photos.position})` })
      .from(photos)
      .where(eq(photos.ownerId, userId));
    const [row] = await tx
      .insert(photos)
      .values({
        ownerId: userId,
        storageKey: photo.storageKey,
        private: photo.private,
        status: 'pending',
        position: (last?.max ?? -1) + 1,
        width: photo.width,
        height: photo.height,
        thumbWidth: photo.thumbWidth,
        thumbHeight: photo.thumbHeight,
        bytes: photo.bytes,
        blur: photo.blur,
        createdAt: now,
      })
      .returning({ id: photos.id });
    if (!row) throw new Error('photo insert returned no row');
    await ensureMainPhoto(tx, userId);
    await refreshProfileStatus(tx, userId);
    await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.userId, userId));
    return row;
  });
}

/** One of the member's own photos, or 404 (another member's photo is indistinguishable from none). */
async function ownPhoto(db: Db, userId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.ownerId, userId)))
    .limit(1);
  if (!row) throw new ApiError('not_found');
  return row;
}

const invalidPhoto = (message: string) =>
  new ApiError('validation_failed', { fields: [{ path: 'body.id', message }] });

/** Private on/off and "make main" (main photos are public and not rejected). */
export async function updateOwnPhoto(
  db: Db,
  userId: string,
  input: { id: string; private?: boolean; main?: true },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const photo = await ownPhoto(tx, userId, input.id);
    const [profile] = await tx
      .select({ mainPhotoId: profiles.mainPhotoId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const willBePrivate = input.private ?? photo.private;
    if (input.main) {
      if (willBePrivate) throw invalidPhoto('errors.main_photo_private');
      if (photo.status === 'rejected') throw invalidPhoto('errors.main_photo_rejected');
    }
    if (input.private === true && profile?.mainPhotoId === photo.id && !input.main) {
      // The main photo is what everyone sees: making it private would leave the profile without one.
      throw invalidPhoto('errors.main_photo_private');
    }
    if (input.private !== undefined && input.private !== photo.private) {
      await tx.update(photos).set({ private: input.private }).where(eq(photos.id, photo.id));
    }
    if (input.main) {
      await tx.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.userId, userId));
    }
    await ensureMainPhoto(tx, userId);
    await refreshProfileStatus(tx, userId);
    await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.userId, userId));
  });
}

/** Deletes the member's photo and answers its storage key so the caller can remove the files. */
export async function deleteOwnPhoto(db: Db, userId: string, photoId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const photo = await ownPhoto(tx, userId, photoId);
    await tx.delete(photos).where(eq(photos.id, photo.id));
    await ensureMainPhoto(tx, userId);
    await refreshProfileStatus(tx, userId);
    await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.userId, userId));
    return photo.storageKey;
  });
}

/** Sets the order of the member's photos; `ids` must be every own photo exactly once. */
export async function orderOwnPhotos(db: Db, userId: string, ids: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.ownerId, userId))
      .orderBy(asc(photos.position));
    const ownIds = new Set(own.map((p) => p.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== ownIds.size ||
      !ids.every((id) => ownIds.has(id))
    ) {
      throw new ApiError('validation_failed', {
        fields: [{ path: 'body.ids', message: 'errors.photo_order_mismatch' }],
      });
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, id));
    }
    await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.userId, userId));
  });
}

export type PhotoDecision = 'approve' | 'reject';

/** Operator moderation: approve or reject photos; the owners' profile status follows. Answers the count. */
export async function moderatePhotos(
  db: Db,
  target: { photoId: string } | { allPending: true },
  decision: PhotoDecision,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const where = 'photoId' in target ? eq(photos.id, target.photoId) : eq(photos.status, 'pending');
    const rows = await tx
      .update(photos)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', moderatedAt: now })
      .where(where)
      .returning({ ownerId: photos.ownerId });
    for (const ownerId of new Set(rows.map((r) => r.ownerId))) {
      await ensureMainPhoto(tx, ownerId);
      await refreshProfileStatus(tx, ownerId);
    }
    return rows.length;
  });
}
