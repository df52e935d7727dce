import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SWIPE_ACTIONS } from './constants';
import { cascadeRef, createdAt, oneOf } from './helpers';
import { users } from './users';

/** A like from one member to another; a pair of likes both ways is a match. */
export const likes = pgTable(
  'likes',
  {
    fromUserId: cascadeRef('from_user_id', () => users.id),
    toUserId: cascadeRef('to_user_id', () => users.id),
    /** Not yet seen by the liked member; cleared when they open the profile. */
    isNew: boolean('is_new').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'likes_pk', columns: [t.fromUserId, t.toUserId] }),
    index('likes_to_idx').on(t.toUserId, t.isNew, t.createdAt),
    check('likes_not_self_ck', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: cascadeRef('blocker_id', () => users.id),
    blockedId: cascadeRef('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_ck', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Swipe-game plays (4 likes per day); `played_on` is the member's calendar day of the play. */
export const swipePlays = pgTable(
  'swipe_plays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: cascadeRef('user_id', () => users.id),
    targetUserId: cascadeRef('target_user_id', () => users.id),
    action: text('action', { enum: SWIPE_ACTIONS }).notNull(),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('swipe_plays_pair_uq').on(t.userId, t.targetUserId),
    index('swipe_plays_user_day_idx').on(t.userId, t.playedOn),
    check('swipe_plays_action_ck', oneOf(t.action, SWIPE_ACTIONS)),
    check('swipe_plays_not_self_ck', sql`${t.userId} <> ${t.targetUserId}`),
  ],
);
