import type { TPublicProfile } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { blocks, photos, profiles, users } from '@dating/db/schema';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { mainPhotoJoin, publicProfileColumns, toPublicProfile } from '../profiles/public-profile';
import { rowExists } from '../shared/rows';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  return rowExists(db, blocks, and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** SQL: neither `viewerId` nor the profile in `column` has blocked the other. */
export function notBlockedEitherWay(viewerId: string, column: typeof profiles.userId) {
  return sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${column}) or (b.blocker_id = ${column} and b.blocked_id = ${viewerId}))`;
}

/** The members `userId` has blocked, newest first, as public cards with the time of blocking. */
export async function listBlocked(
  db: Db,
  userId: string,
  mediaPrefix: string,
  now: Date,
): Promise<(TPublicProfile & { blocked_at: string })[]> {
  const rows = await db
    .select({ ...publicProfileColumns, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .leftJoin(photos, mainPhotoJoin)
    .where(and(eq(blocks.blockerId, userId), ne(users.status, 'pending_deletion')))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...toPublicProfile(r, mediaPrefix, now),
    blocked_at: r.blockedAt.toISOString(),
  }));
}

/** Whether `targetId` is a member `viewerId` may block: another member with a profile, not pending deletion. */
export async function blockableMember(db: Db, viewerId: string, targetId: string): Promise<boolean> {
  if (!UUID_RE.test(targetId) || targetId === viewerId) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, targetId), ne(users.status, 'pending_deletion')))
    .limit(1);
  return row !== undefined;
}

/** `blockerId` blocks `blockedId` (blocking twice is harmless). */
export async function blockMember(db: Db, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

/** `blockerId` unblocks `blockedId` (unblocking a member not blocked is harmless). */
export async function unblockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}
