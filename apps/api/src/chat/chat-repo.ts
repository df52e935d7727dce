import type { TChatProfile, TChatState } from '@dating/core/contracts';
import { FREE_CONVERSATION_LIMIT } from '@dating/core/contracts';
import { ageOn, photoFiles, queryRows, type Db } from '@dating/db';
import {
  blocks,
  conversations,
  messages,
  photos,
  profileInterests,
  profiles,
  readMarkers,
  users,
} from '@dating/db/schema';
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEDIA_PREFIX } from '../photos/images';
import { hotStatement } from '../shared/hot-statement';
import { chatSettingsFrom } from './chat-settings';
import { historyCutoff } from './chat-rules';
import { ApiError } from '../shared/api-error';

// Message helpers live in messages-repo.ts; re-exported here for the live channel's store (src/live).
export { loadMessage, selectMessages, toMessage, type MessageRow } from './messages-repo';

/** The ordered pair a conversation between two members is stored as (`member_a` < `member_b`). */
export const pairOf = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

export const otherMember = (c: { memberA: string; memberB: string }, me: string) =>
  c.memberA === me ? c.memberB : c.memberA;

/** SQL: neither member blocked the other. */
export function notBlocked(me: string, other: SQL | string): SQL {
  return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${me} and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${me}))`;
}

/** SQL: the member's profile is not hidden or banned by a moderator (ADR 0034): they leave the chat list. */
export function notModerationHidden(other: SQL | string): SQL {
  return sql`not exists (select 1 from ${profiles} hp where hp.user_id = ${other} and hp.moderation_hidden_at is not null)`;
}

/** Whether `blocker` blocked `blocked`: the blocks domain's own check. */
export { hasBlocked as blocked } from '../blocks/blocks-repo';

/** Chat summaries of profiles, keyed by id (main photo thumbnail only when approved and public). */
export async function chatProfiles(db: Db, ids: string[], now: Date): Promise<Map<string, TChatProfile>> {
  const out = new Map<string, TChatProfile>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      fictional: profiles.fictional,
      status: users.status,
      photoKey: photos.storageKey,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(
      photos,
      and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'approved'), eq(photos.private, false)),
    )
    .where(inArray(profiles.userId, [...new Set(ids)]));
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      name: r.name,
      age: ageOn(r.dateOfBirth, now),
      photo: r.photoKey ? `${MEDIA_PREFIX}/${photoFiles(r.photoKey).thumb}` : null,
      fictional: r.fictional,
      available: r.status !== 'pending_deletion',
    });
  }
  return out;
}

/** The conversation `id` if `me` is one of its members (else 404). */
export async function memberConversation(db: Db, id: string, me: string, forUpdate = false) {
  const q = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), or(eq(conversations.memberA, me), eq(conversations.memberB, me))))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new ApiError('not_found');
  return row;
}

/** The conversation between two members, if any. */
export async function conversationBetween(db: Db, x: string, y: string, forUpdate = false) {
  const [a, b] = pairOf(x, y);
  const q = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Unread threshold of `me` in a conversation: after what they read and after what they removed. */
const readUpTo = sql`greatest(coalesce(${readMarkers.lastReadSeq}, 0), coalesce(${readMarkers.hiddenUpToSeq}, 0))`;

/**
 * Unread messages per conversation of `me` (messages of the other member after their read marker), for the
 * given conversations, or for all of theirs that are listed (not removed, not blocked, the other member not
 * hidden or banned by a moderator) when `ids` is absent.
 */
export async function unreadCounts(db: Db, me: string, ids?: string[]): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.conversationId, n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      readMarkers,
      and(eq(readMarkers.conversationId, messages.conversationId), eq(readMarkers.userId, me)),
    )
    .where(
      and(
        ids ? inArray(messages.conversationId, ids) : undefined,
        or(eq(conversations.memberA, me), eq(conversations.memberB, me)),
        ne(messages.senderId, me),
        sql`${messages.seq} > ${readUpTo}`,
        notBlocked(me, messages.senderId as unknown as SQL),
        notModerationHidden(messages.senderId as unknown as SQL),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Total unread messages of `me` over their listed conversations (the Messages badge). */
export async function totalUnread(db: Db, me: string): Promise<number> {
  let total = 0;
  for (const n of (await unreadCounts(db, me)).values()) total += n;
  return total;
}

/**
 * `totalUnread` of several members in ONE statement (the live badge of every recipient of a send batch):
 * messages of the other member after each member's read marker and what they removed, not across a block, not
 * from a member hidden or banned by a moderator (as `chatState` and `unreadCounts`).
 */
export async function totalsUnread(db: Db, members: readonly string[]): Promise<Map<string, number>> {
  if (members.length === 0) return new Map();
  const rows = await queryRows<{ id: string; n: string | number }>(
    db,
    sql`select me.id, (select count(*) from conversations c
          join messages m on m.conversation_id = c.id and m.sender_id <> me.id
          left join read_markers rm on rm.conversation_id = c.id and rm.user_id = me.id
          where (c.member_a = me.id or c.member_b = me.id)
            and m.seq > greatest(coalesce(rm.last_read_seq, 0), coalesce(rm.hidden_up_to_seq, 0))
            and not exists (select 1 from blocks b
              where (b.blocker_id = me.id and b.blocked_id = m.sender_id)
                 or (b.blocker_id = m.sender_id and b.blocked_id = me.id))
            and not exists (select 1 from profiles hp
              where hp.user_id = m.sender_id and hp.moderation_hidden_at is not null)) as n
        from (select x::uuid as id from json_array_elements_text(${JSON.stringify(members)}::json) x) me`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** How many conversations `me` started (the free limit counts these; removing one does not give it back). */
export async function startedCount(db: Db, me: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversations).where(eq(conversations.startedBy, me));
  return Number(row?.n ?? 0);
}

type ChatRow = {
  started: number;
  paid_user: boolean | null;
  history_days: unknown;
  id: string | null;
  other: string;
  started_by_me: boolean;
  last_seq: number;
  updated_at: string;
  unread: number;
  m_seq: number | null;
  m_sender: string | null;
  m_kind: NonNullable<TChatState['chats'][number]['last_message']>['kind'];
  m_body: string | null;
  m_gift: string | null;
  m_created: string | null;
  name: string;
  dob: string;
  fictional: boolean;
  user_status: string;
  photo_key: string | null;
};

/**
 * GET /api/chats.php in one statement (ADR 0039), a named prepared statement on PostgreSQL: the member's
 * conversations not removed (`hidden_up_to_seq`), not across a block either way and not with a member hidden or
 * banned by a moderator (ADR 0034), newest activity first,
 * each with its last message, its unread count (the other member's messages after `last_read_seq` and
 * `hidden_up_to_seq`: `unreadCounts`) and the other member's chat summary (`chatProfiles`), and the number
 * of conversations the member started (`startedCount`) on every row, also when there is no conversation,
 * with the member's `paid_user` and the `chat_history_days` of their site (`chatSettingsFor`) for `chatState`.
 */
const chatsStatement = hotStatement<ChatRow>(
  'chats_list_v2',
  `with c as (
    select c.id, case when c.member_a = $1 then c.member_b else c.member_a end as other, c.started_by,
      c.last_seq, coalesce(c.last_message_at, c.created_at) as sort_at,
      greatest(coalesce(rm.last_read_seq, 0), coalesce(rm.hidden_up_to_seq, 0)) as read_up_to
    from conversations c
      left join read_markers rm on rm.conversation_id = c.id and rm.user_id = $1
    where (c.member_a = $1 or c.member_b = $1) and c.last_seq > coalesce(rm.hidden_up_to_seq, 0)
      and not exists (select 1 from blocks b
        where (b.blocker_id = $1 and b.blocked_id = case when c.member_a = $1 then c.member_b else c.member_a end)
           or (b.blocker_id = case when c.member_a = $1 then c.member_b else c.member_a end and b.blocked_id = $1))
      and not exists (select 1 from profiles hp
        where hp.user_id = case when c.member_a = $1 then c.member_b else c.member_a end
          and hp.moderation_hidden_at is not null)
    order by sort_at desc, c.id desc
    limit 500)
  select (select count(*)::int from conversations s where s.started_by = $1) as started,
    (select u.paid_user from users u where u.id = $1) as paid_user,
    (select to_json(st.settings->'chat_history_days') from sites st
      where st.id = (select site_id from users where id = $1) or st.is_default
      order by coalesce(st.id = (select site_id from users where id = $1), false) desc limit 1) as history_days,
    r.*
  from (select 1) one left join lateral (
    select c.id, c.other, c.started_by = $1 as started_by_me, c.last_seq::float8 as last_seq,
      to_json(c.sort_at) as updated_at, c.sort_at,
      (select count(*)::int from messages mu where mu.conversation_id = c.id and mu.sender_id <> $1
        and mu.seq > c.read_up_to) as unread,
      m.seq::float8 as m_seq, m.sender_id as m_sender, m.kind as m_kind, m.body as m_body,
      m.gift_key as m_gift, to_json(m.created_at) as m_created,
      p.name, p.date_of_birth::text as dob, p.fictional, u.status as user_status, ph.storage_key as photo_key
    from c
      join profiles p on p.user_id = c.other
      join users u on u.id = c.other
      left join photos ph on ph.id = p.main_photo_id and ph.status = 'approved' and ph.private = false
      left join messages m on m.conversation_id = c.id and m.seq = c.last_seq) r on true
  order by r.sort_at desc, r.id desc`,
);

/**
 * GET /api/chats.php in one round trip (spec §3 chat state): the member's conversations, newest activity first,
 * with the member's premium flag and their site's chat history limit read by the same statement.
 */
export async function chatState(db: Db, me: string, now: Date): Promise<TChatState> {
  const rows = await chatsStatement(db, [me]);
  const first = rows[0];
  if (!first || first.paid_user === null) throw new ApiError('authentication_required');
  const days = chatSettingsFrom({ chat_history_days: first.history_days }).historyDays;
  return chatStateOf(rows, { now, paidUser: first.paid_user, historyCutoff: historyCutoff(days, now) });
}

function chatStateOf(
  rows: ChatRow[],
  opts: { now: Date; paidUser: boolean; historyCutoff: Date | null },
): TChatState {
  const cutoff = opts.historyCutoff?.getTime() ?? null;
  const chats: TChatState['chats'] = [];
  for (const r of rows) {
    if (r.id === null) continue; // no conversation: the one row carries `started` only
    const sentAt = r.m_created === null ? null : new Date(r.m_created);
    const visible = r.m_seq !== null && sentAt !== null && (cutoff === null || sentAt.getTime() >= cutoff);
    chats.push({
      conversation: r.id,
      profile: {
        id: r.other,
        name: r.name,
        age: ageOn(r.dob, opts.now),
        photo: r.photo_key ? `${MEDIA_PREFIX}/${photoFiles(r.photo_key).thumb}` : null,
        fictional: r.fictional,
        available: r.user_status !== 'pending_deletion',
      },
      num_unread_messages: r.unread,
      last_seq: r.last_seq,
      last_message: visible
        ? {
            seq: r.m_seq!,
            sender: r.m_sender!,
            kind: r.m_kind,
            body: r.m_body === null ? null : r.m_body.slice(0, 140),
            gift: r.m_gift,
            created_at: sentAt!.toISOString(),
          }
        : null,
      started_by_me: r.started_by_me,
      updated_at: new Date(r.updated_at).toISOString(),
    });
  }
  return {
    chats,
    total_unread_messages: chats.reduce((n, c) => n + c.num_unread_messages, 0),
    conversations_started: rows[0]?.started ?? 0,
    conversations_limit: opts.paidUser ? null : FREE_CONVERSATION_LIMIT,
  };
}

/** The read markers of a conversation: mine and the other member's. */
export async function markersOf(db: Db, conversationId: string, me: string) {
  const rows = await db.select().from(readMarkers).where(eq(readMarkers.conversationId, conversationId));
  const mine = rows.find((r) => r.userId === me);
  const theirs = rows.find((r) => r.userId !== me);
  return {
    myRead: mine?.lastReadSeq ?? 0,
    myHidden: mine?.hiddenUpToSeq ?? 0,
    theirRead: theirs?.lastReadSeq ?? 0,
  };
}

/** Moves `userId`'s read marker up to `seq` (never back); returns the marker now. */
export async function markRead(db: Db, conversationId: string, userId: string, seq: number): Promise<number> {
  const [row] = await db
    .insert(readMarkers)
    .values({ conversationId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [readMarkers.conversationId, readMarkers.userId],
      set: {
        lastReadSeq: sql`greatest(${readMarkers.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ seq: readMarkers.lastReadSeq });
  return row?.seq ?? seq;
}

/**
 * DELETE /api/chat.php: removes conversations from `me`'s list only (their messages up to now no longer show
 * for `me`; the other member keeps everything). A new message brings the conversation back.
 */
export async function hideConversations(db: Db, me: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  let removed = 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: conversations.id, lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(
        and(inArray(conversations.id, ids), or(eq(conversations.memberA, me), eq(conversations.memberB, me))),
      );
    for (const c of rows) {
      await tx
        .insert(readMarkers)
        .values({ conversationId: c.id, userId: me, lastReadSeq: c.lastSeq, hiddenUpToSeq: c.lastSeq })
        .onConflictDoUpdate({
          target: [readMarkers.conversationId, readMarkers.userId],
          set: {
            hiddenUpToSeq: sql`greatest(${readMarkers.hiddenUpToSeq}, excluded.hidden_up_to_seq)`,
            lastReadSeq: sql`greatest(${readMarkers.lastReadSeq}, excluded.last_read_seq)`,
            updatedAt: sql`now()`,
          },
        });
      removed += 1;
    }
  });
  return removed;
}

/** The interests two members share, in key order. */
export async function sharedInterests(db: Db, x: string, y: string): Promise<string[]> {
  const theirs = alias(profileInterests, 'theirs');
  const rows = await db
    .select({ key: profileInterests.interestKey })
    .from(profileInterests)
    .innerJoin(theirs, and(eq(theirs.interestKey, profileInterests.interestKey), eq(theirs.userId, y)))
    .where(eq(profileInterests.userId, x))
    .orderBy(profileInterests.interestKey);
  return rows.map((r) => r.key);
}
