import { queryRows, type Db } from '@dating/db';
import type { TLiveMessage } from '@dating/core/contracts';
import { messages } from '@dating/db/schema';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { selectMessages, toMessage, type MessageRow } from '../chat/chat-repo';

/** What the live channel reads from the database: conversations, the messages of a gap, sessions. */

export interface ConversationState {
  id: string;
  memberA: string;
  memberB: string;
  lastSeq: number;
  /** Messages up to this seq were removed from the member's list (read_markers.hidden_up_to_seq). */
  hiddenUpTo: number;
  /** A block exists between the two members, either way. */
  blocked: boolean;
}

type ConversationRow = {
  id: string;
  member_a: string;
  member_b: string;
  last_seq: string | number;
  hidden: string | number;
  blocked: boolean;
};

const toState = (r: ConversationRow): ConversationState => ({
  id: r.id,
  memberA: r.member_a,
  memberB: r.member_b,
  lastSeq: Number(r.last_seq),
  hiddenUpTo: Number(r.hidden),
  blocked: r.blocked,
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The listed conversations as `viewer` sees them (any member: the caller checks membership). */
export async function loadConversations(
  db: Db,
  viewer: string,
  ids: readonly string[],
): Promise<ConversationState[]> {
  const wanted = ids.filter((id) => UUID_RE.test(id));
  if (wanted.length === 0) return [];
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select c.id, c.member_a, c.member_b, c.last_seq, coalesce(rm.hidden_up_to_seq, 0) as hidden,
          exists (select 1 from blocks b where (b.blocker_id = c.member_a and b.blocked_id = c.member_b)
                                          or (b.blocker_id = c.member_b and b.blocked_id = c.member_a)) as blocked
        from conversations c
        left join read_markers rm on rm.conversation_id = c.id and rm.user_id = ${viewer}::uuid
        where c.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map(toState);
}

/** The member's most recently active conversations that still show in their list, with their last seq. */
export async function recentConversations(
  db: Db,
  member: string,
  limit: number,
): Promise<{ id: string; lastSeq: number }[]> {
  const rows = await queryRows<{ id: string; last_seq: string | number }>(
    db,
    sql`select c.id, c.last_seq from conversations c
        left join read_markers rm on rm.conversation_id = c.id and rm.user_id = ${member}::uuid
        where (c.member_a = ${member}::uuid or c.member_b = ${member}::uuid)
          and c.last_seq > coalesce(rm.hidden_up_to_seq, 0)
          and not exists (select 1 from blocks b where (b.blocker_id = c.member_a and b.blocked_id = c.member_b)
                                                 or (b.blocker_id = c.member_b and b.blocked_id = c.member_a))
        order by c.last_message_at desc nulls last, c.id
        limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, lastSeq: Number(r.last_seq) }));
}

export interface GapMessage {
  conversation: string;
  message: TLiveMessage;
}

/**
 * Every message after `after` (exclusive) up to `upTo` (inclusive, or all when absent) of each listed
 * conversation, in conversation order then seq order, as the chat API shows them.
 */
export async function loadGaps(
  db: Db,
  gaps: readonly { conversation: string; after: number; upTo?: number }[],
): Promise<GapMessage[]> {
  if (gaps.length === 0) return [];
  const rows = await selectMessages(db)
    .where(
      or(
        ...gaps.map((g) =>
          and(
            eq(messages.conversationId, g.conversation),
            gt(messages.seq, g.after),
            ...(g.upTo === undefined ? [] : [lte(messages.seq, g.upTo)]),
          ),
        ),
      ),
    )
    .orderBy(messages.conversationId, messages.seq);
  return rows.map((r) => ({ conversation: r.conversationId, message: toMessage(r as MessageRow) }));
}

/** Of these session ids, the ones still valid (not revoked, not expired, member not pending deletion). */
export async function validSessions(db: Db, sessionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id from sessions s join users u on u.id = s.user_id
        where s.id in (${sql.join(
          sessionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
          and u.status <> 'pending_deletion'`,
  );
  return new Set(rows.map((r) => r.id));
}
