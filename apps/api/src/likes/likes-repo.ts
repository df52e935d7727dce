import { SWIPE_LIKES_PER_DAY } from '@dating/core/domain';
import type { TLikesResponse, TPublicProfile } from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { likes, photos, profiles, swipePlays, users } from '@dating/db/schema';
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { hasBlocked, notBlockedEitherWay } from '../blocks/blocks-repo';
import { mainPhotoJoin, publicProfileColumns, toPublicProfile } from '../profiles/public-profile';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LIST_LIMIT = 500;

/**
 * Whether `fromId` may like `toId`: another member with an active profile, not pending deletion, not invisible
 * (spec §4: invisible members cannot be liked), and no block either way. 403 `like_not_allowed` otherwise.
 */
export async function assertLikeable(db: Db, fromId: string, toId: string): Promise<void> {
  if (!UUID_RE.test(toId) || fromId === toId) throw new ApiError('like_not_allowed');
  const [target] = await db
    .select({
      status: users.status,
      invisible: users.invisible,
      profileStatus: profiles.status,
      hiddenByModerator: profiles.moderationHiddenAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, toId))
    .limit(1);
  if (
    !target ||
    target.status === 'pending_deletion' ||
    target.profileStatus !== 'active' ||
    target.hiddenByModerator ||
    target.invisible
  ) {
    throw new ApiError('like_not_allowed');
  }
  const [a, b] = await Promise.all([hasBlocked(db, fromId, toId), hasBlocked(db, toId, fromId)]);
  if (a || b) throw new ApiError('like_not_allowed');
}

/** Whether `a` and `b` like each other. */
async function isMatch(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ from: likes.fromUserId })
    .from(likes)
    .where(
      sql`(${likes.fromUserId} = ${a} and ${likes.toUserId} = ${b}) or (${likes.fromUserId} = ${b} and ${likes.toUserId} = ${a})`,
    );
  return rows.length === 2;
}

/** Records a like once (the primary key makes a second one a no-op); answers whether it is now a match. */
export async function likeMember(db: Db, fromId: string, toId: string, now: Date): Promise<boolean> {
  await assertLikeable(db, fromId, toId);
  await db.insert(likes).values({ fromUserId: fromId, toUserId: toId, createdAt: now }).onConflictDoNothing();
  return isMatch(db, fromId, toId);
}

export async function unlikeMember(db: Db, fromId: string, toId: string): Promise<void> {
  if (!UUID_RE.test(toId)) return;
  await db.delete(likes).where(and(eq(likes.fromUserId, fromId), eq(likes.toUserId, toId)));
}

/** Clears the new flag of the like `fromId` gave `userId` (spec §4: opening a liked profile). */
export async function markLikeSeen(db: Db, userId: string, fromId: string): Promise<void> {
  if (!UUID_RE.test(fromId)) return;
  await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.fromUserId, fromId), eq(likes.toUserId, userId), eq(likes.isNew, true)));
}

/** The other member of a like is visible: active profile, not deleted, no block either way. */
function visibleOther(userId: string, other: typeof likes.fromUserId | typeof likes.toUserId) {
  return and(
    sql`exists (select 1 from users u join profiles p on p.user_id = u.id where u.id = ${other} and u.status <> 'pending_deletion' and p.status = 'active')`,
    sql`not exists (select 1 from blocks b where (b.blocker_id = ${userId} and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${userId}))`,
  );
}

/** GET /api/likes.php for `userId` (spec §3: profiles and liked_by). */
export async function listLikes(
  db: Db,
  userId: string,
  mediaPrefix: string,
  now: Date,
): Promise<TLikesResponse> {
  // Received and given likes in one statement (one round trip, ADR 0032), then the profiles when there are any.
  const both = await queryRows<{ dir: 'r' | 's'; id: string; is_new: boolean; at: string }>(
    db,
    sql`(select 'r' as dir, ${likes.fromUserId} as id, ${likes.isNew} as is_new, to_json(${likes.createdAt}) as at
        from ${likes} where ${likes.toUserId} = ${userId} and ${visibleOther(userId, likes.fromUserId)}
        order by ${likes.isNew} desc, ${likes.createdAt} desc limit ${LIST_LIMIT})
      union all
      (select 's', ${likes.toUserId}, false, to_json(${likes.createdAt})
        from ${likes} where ${likes.fromUserId} = ${userId} and ${visibleOther(userId, likes.toUserId)}
        order by ${likes.createdAt} desc limit ${LIST_LIMIT})`,
  );
  const received: { id: string; isNew: boolean; at: Date }[] = [];
  const sent: { id: string; at: Date }[] = [];
  for (const r of both) {
    if (r.dir === 'r') received.push({ id: r.id, isNew: r.is_new, at: new Date(r.at) });
    else sent.push({ id: r.id, at: new Date(r.at) });
  }
  // The order of each half, whatever order the union hands them back in.
  received.sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.at.getTime() - a.at.getTime());
  sent.sort((a, b) => b.at.getTime() - a.at.getTime());
  const ids = [...new Set([...received.map((r) => r.id), ...sent.map((r) => r.id)])];
  const rows = ids.length
    ? await db
        .select(publicProfileColumns)
        .from(profiles)
        .leftJoin(photos, mainPhotoJoin)
        .where(inArray(profiles.userId, ids))
    : [];
  const profilesOut: TPublicProfile[] = rows.map((r) => toPublicProfile(r, mediaPrefix, now));
  return {
    profiles: profilesOut,
    liked_by: received.map((r) => ({ id: r.id, like_new: r.isNew, at: r.at.toISOString() })),
    liked: sent.map((r) => ({ id: r.id, at: r.at.toISOString() })),
    total_new_likes: received.filter((r) => r.isNew).length,
  };
}

/** The genders a member looks for, from their own gender and sexuality. */
export function wantedGenders(gender: 'male' | 'female', sexuality: string): ('male' | 'female')[] {
  const other = gender === 'male' ? 'female' : 'male';
  if (sexuality === 'hetero') return [other];
  if (sexuality === 'gay') return [gender];
  if (sexuality === 'lesbian') return ['female'];
  return ['male', 'female'];
}

/** Whom the member looks for: the genders of their sexuality, nearest in their country; null without a profile. */
async function lookingFor(
  db: Db,
  userId: string,
): Promise<{ genders: ('male' | 'female')[]; country: string } | null> {
  const [me] = await db
    .select({ gender: profiles.gender, sexuality: profiles.sexuality, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return me ? { genders: wantedGenders(me.gender, me.sexuality), country: me.country } : null;
}

/**
 * The best profile for the member to meet: active, of a gender they look for, not their own, its owner not
 * leaving and not blocked either way, matching `only` too; their own country first, then the most recently
 * active (then `tieBreak`). Null when there is none or the member has no profile.
 */
async function pickCandidate(
  db: Db,
  userId: string,
  only: SQL[],
  tieBreak: SQL[] = [],
): Promise<string | null> {
  const me = await lookingFor(db, userId);
  if (!me) return null;
  const [pick] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.status, 'active'),
        inArray(profiles.gender, me.genders),
        ne(profiles.userId, userId),
        ne(users.status, 'pending_deletion'),
        isNull(profiles.moderationHiddenAt), // hidden or banned by a moderator (ADR 0034)
        notBlockedEitherWay(userId, profiles.userId),
        ...only,
      ),
    )
    .orderBy(sql`${profiles.country} = ${me.country} desc`, desc(profiles.activeAt), ...tieBreak)
    .limit(1);
  return pick?.id ?? null;
}

/**
 * A profile for the like modal (spec §4 auto-like): a fictional member the member would look for, who has not
 * liked them yet and is not blocked either way; the like is recorded so the member sees it in their likes.
 * Fictional profiles are always disclosed as such wherever the like shows.
 */
export async function autoLike(db: Db, userId: string, now: Date): Promise<string | null> {
  const pick = await pickCandidate(db, userId, [
    eq(profiles.fictional, true),
    sql`not exists (select 1 from likes l where l.from_user_id = ${profiles.userId} and l.to_user_id = ${userId})`,
  ]);
  if (!pick) return null;
  await db.insert(likes).values({ fromUserId: pick, toUserId: userId, createdAt: now }).onConflictDoNothing();
  return pick;
}

/** UTC calendar day of the swipe game (4 likes a day, spec §9). */
export function swipeDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextSwipeDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export async function swipeAllowance(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(swipePlays)
    .where(
      and(
        eq(swipePlays.userId, userId),
        eq(swipePlays.action, 'like'),
        eq(swipePlays.playedOn, swipeDay(now)),
      ),
    );
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - (row?.n ?? 0));
  return {
    likes_left: left,
    likes_per_day: SWIPE_LIKES_PER_DAY,
    next_like_at: left === 0 ? nextSwipeDay(now).toISOString() : null,
  };
}

/** The next profile of the swipe game: one the member looks for, not played before, visible to them. */
export async function nextSwipeProfile(db: Db, userId: string): Promise<string | null> {
  return pickCandidate(
    db,
    userId,
    [
      eq(users.invisible, false),
      sql`not exists (select 1 from swipe_plays s where s.user_id = ${userId} and s.target_user_id = ${profiles.userId})`,
    ],
    [desc(profiles.userId)],
  );
}

/**
 * One play of the swipe game, in one transaction with the member's row locked: a like beyond today's 4 is
 * refused (429 `swipe_limit_reached`) however many arrive at once; a like is also a real like (match or not).
 */
export async function playSwipe(
  db: Db,
  userId: string,
  input: { profile: string; action: 'like' | 'pass' },
  now: Date,
): Promise<{ match: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (input.action === 'like') {
      const allowance = await swipeAllowance(tx, userId, now);
      if (allowance.likes_left === 0) {
        throw new ApiError('swipe_limit_reached', { params: { next_like_at: allowance.next_like_at ?? '' } });
      }
      await assertLikeable(tx, userId, input.profile);
    } else if (!UUID_RE.test(input.profile) || input.profile === userId) {
      throw new ApiError('not_found');
    } else {
      const [exists] = await tx
        .select({ id: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, input.profile));
      if (!exists) throw new ApiError('not_found');
    }
    const inserted = await tx
      .insert(swipePlays)
      .values({
        userId,
        targetUserId: input.profile,
        action: input.action,
        playedOn: swipeDay(now),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: swipePlays.id });
    if (inserted.length === 0) throw new ApiError('conflict');
    if (input.action === 'pass') return { match: false };
    return { match: await likeMember(tx, userId, input.profile, now) };
  });
}
