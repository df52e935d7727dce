import { SWIPE_LIKES_PER_DAY } from '@dating/core/domain';
import type { TLikesResponse, TPublicProfile } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { likes, profiles, swipePlays, users } from '@dating/db/schema';
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { hasBlocked, notBlockedEitherWay } from '../blocks/blocks-repo';
import { toPublicProfile, type PublicRow } from '../profiles/public-profile';
import { hotStatement } from '../shared/hot-statement';

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

/**
 * The other member of a like is visible to the member `$1`: active profile, not deleted, not hidden or banned
 * by a moderator (ADR 0034), no block either way.
 */
const visibleTo = (other: string) =>
  `exists (select 1 from users u join profiles p on p.user_id = u.id
      where u.id = ${other} and u.status <> 'pending_deletion' and p.status = 'active'
        and p.moderation_hidden_at is null)
    and not exists (select 1 from blocks b where (b.blocker_id = $1 and b.blocked_id = ${other})
      or (b.blocker_id = ${other} and b.blocked_id = $1))`;

type LikeRow = {
  dir: 'r' | 's';
  id: string;
  is_new: boolean;
  at: string;
  name: string;
  gender: TPublicProfile['gender'];
  sexuality: TPublicProfile['sexuality'];
  dob: string;
  city: string | null;
  country: string;
  region_id: string | null;
  fictional: boolean;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_status: 'pending' | 'approved' | 'rejected' | null;
};

/**
 * GET /api/likes.php in one statement (ADR 0032, 0039): received and given likes (the conditions of
 * `visibleTo`), each with the other member's card columns (`publicProfileColumns`, main photo only when
 * approved and public). A named prepared statement on PostgreSQL.
 */
const likesStatement = hotStatement<LikeRow>(
  'likes_list_v2',
  `with mine as (
    (select 'r' as dir, l.from_user_id as id, l.is_new, l.created_at from likes l
      where l.to_user_id = $1 and ${visibleTo('l.from_user_id')}
      order by l.is_new desc, l.created_at desc limit ${LIST_LIMIT})
    union all
    (select 's', l.to_user_id, false, l.created_at from likes l
      where l.from_user_id = $1 and ${visibleTo('l.to_user_id')}
      order by l.created_at desc limit ${LIST_LIMIT}))
  select m.dir, m.id, m.is_new, to_json(m.created_at) as at, p.name, p.gender, p.sexuality,
    p.date_of_birth::text as dob, p.city, p.country, p.region_id, p.fictional, ph.storage_key as photo_key,
    ph.width as photo_width, ph.height as photo_height, ph.status as photo_status
  from mine m join profiles p on p.user_id = m.id
    left join photos ph on ph.id = p.main_photo_id and ph.status = 'approved' and ph.private = false`,
);

/** GET /api/likes.php for `userId` (spec §3: profiles and liked_by). */
export async function listLikes(
  db: Db,
  userId: string,
  mediaPrefix: string,
  now: Date,
): Promise<TLikesResponse> {
  const both = await likesStatement(db, [userId]);
  const received: { id: string; isNew: boolean; at: Date }[] = [];
  const sent: { id: string; at: Date }[] = [];
  const cards = new Map<string, TPublicProfile>();
  for (const r of both) {
    if (r.dir === 'r') received.push({ id: r.id, isNew: r.is_new, at: new Date(r.at) });
    else sent.push({ id: r.id, at: new Date(r.at) });
    if (!cards.has(r.id)) {
      const row: PublicRow = {
        id: r.id,
        name: r.name,
        gender: r.gender,
        sexuality: r.sexuality,
        dateOfBirth: r.dob,
        city: r.city,
        country: r.country,
        regionId: r.region_id,
        fictional: r.fictional,
        photoKey: r.photo_key,
        photoWidth: r.photo_width,
        photoHeight: r.photo_height,
        photoStatus: r.photo_status,
      };
      cards.set(r.id, toPublicProfile(row, mediaPrefix, now));
    }
  }
  // The order of each half, whatever order the statement hands them back in.
  received.sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.at.getTime() - a.at.getTime());
  sent.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    profiles: [...cards.values()],
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
