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

/** What one socket's resume reads: its listed conversations and the member's most recent others. */
export interface ResumeFacts {
  listed: ConversationState[];
  recent: { id: string; lastSeq: number }[];
}

/**
 * The reads of `resume`, for every socket that resumes in the same event-loop turn at once (a reconnect storm
 * is thousands of them a second, ADR 0031): `facts` is `loadConversations` + `recentConversations` of every
 * waiting socket in ONE statement, `gaps` is `loadGaps` of every waiting socket in one statement. Each caller
 * gets exactly what its own calls would have answered.
 */
export class ResumeReader {
  private factsQueue: {
    viewer: string;
    ids: string[];
    recent: number;
    resolve: (f: ResumeFacts) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private gapsQueue: {
    gaps: readonly { conversation: string; after: number; upTo?: number }[];
    resolve: (m: GapMessage[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  /** Statements run and resumes served (tests, bench). */
  readonly stats = { factStatements: 0, gapStatements: 0, resumes: 0 };

  constructor(private readonly db: () => Db) {}

  facts(viewer: string, ids: readonly string[], recent: number): Promise<ResumeFacts> {
    return new Promise((resolve, reject) => {
      this.factsQueue.push({ viewer, ids: ids.filter((id) => UUID_RE.test(id)), recent, resolve, reject });
      if (this.factsQueue.length === 1) setImmediate(() => void this.runFacts());
    });
  }

  gaps(gaps: readonly { conversation: string; after: number; upTo?: number }[]): Promise<GapMessage[]> {
    if (gaps.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.gapsQueue.push({ gaps, resolve, reject });
      if (this.gapsQueue.length === 1) setImmediate(() => void this.runGaps());
    });
  }

  private async runFacts(): Promise<void> {
    const batch = this.factsQueue.splice(0);
    try {
      // Flat lists (one row per socket, one per listed conversation): a list nested in a list would make the
      // planner guess 100 × 100 rows and pay for JIT compilation on every storm statement.
      const viewers = batch.map((b, k) => ({ k, viewer: b.viewer, recent: b.recent }));
      const listed = batch.flatMap((b, k) => b.ids.map((id) => ({ k, viewer: b.viewer, id })));
      this.stats.factStatements += 1;
      this.stats.resumes += batch.length;
      const rows = await queryRows<ConversationRow & { k: number; t: 'l' | 'r' }>(
        this.db(),
        sql`with l as (
              select * from json_to_recordset(${JSON.stringify(listed)}::json) as l(k int, viewer uuid, id uuid)
            ), v as (
              select * from json_to_recordset(${JSON.stringify(viewers)}::json) as v(k int, viewer uuid, recent int)
            )
            select l.k, 'l' as t, c.id, c.member_a, c.member_b, c.last_seq,
              coalesce(rm.hidden_up_to_seq, 0) as hidden,
              exists (select 1 from blocks b where (b.blocker_id = c.member_a and b.blocked_id = c.member_b)
                                              or (b.blocker_id = c.member_b and b.blocked_id = c.member_a)) as blocked
            from l
            join conversations c on c.id = l.id
            left join read_markers rm on rm.conversation_id = c.id and rm.user_id = l.viewer
            union all
            select v.k, 'r', r.id, null, null, r.last_seq, 0, false
            from v cross join lateral (
              select c.id, c.last_seq from conversations c
              left join read_markers rm on rm.conversation_id = c.id and rm.user_id = v.viewer
              where (c.member_a = v.viewer or c.member_b = v.viewer)
                and c.last_seq > coalesce(rm.hidden_up_to_seq, 0)
                and not exists (select 1 from blocks b
                  where (b.blocker_id = c.member_a and b.blocked_id = c.member_b)
                     or (b.blocker_id = c.member_b and b.blocked_id = c.member_a))
              order by c.last_message_at desc nulls last, c.id
              limit v.recent
            ) r`,
      );
      const out = batch.map((): ResumeFacts => ({ listed: [], recent: [] }));
      for (const r of rows) {
        const f = out[Number(r.k)];
        if (!f) continue;
        if (r.t === 'l') f.listed.push(toState(r));
        else f.recent.push({ id: r.id, lastSeq: Number(r.last_seq) });
      }
      batch.forEach((b, k) => b.resolve(out[k] as ResumeFacts));
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }

  private async runGaps(): Promise<void> {
    const batch = this.gapsQueue.splice(0);
    try {
      this.stats.gapStatements += 1;
      // One statement for every socket's gaps; a message several sockets miss is read once.
      const wanted = new Map<string, { conversation: string; after: number; upTo?: number }>();
      for (const b of batch) {
        for (const g of b.gaps) {
          const had = wanted.get(g.conversation);
          if (!had) wanted.set(g.conversation, { ...g });
          else {
            had.after = Math.min(had.after, g.after);
            had.upTo =
              had.upTo === undefined || g.upTo === undefined ? undefined : Math.max(had.upTo, g.upTo);
          }
        }
      }
      const rows = await loadGaps(this.db(), [...wanted.values()]);
      const byConversation = new Map<string, GapMessage[]>();
      for (const r of rows) {
        const list = byConversation.get(r.conversation) ?? [];
        list.push(r);
        byConversation.set(r.conversation, list);
      }
      for (const b of batch) {
        const mine: GapMessage[] = [];
        for (const g of b.gaps) {
          for (const m of byConversation.get(g.conversation) ?? []) {
            if (m.message.seq > g.after && (g.upTo === undefined || m.message.seq <= g.upTo)) mine.push(m);
          }
        }
        // In loadGaps' order: by conversation, then seq.
        mine.sort((x, y) =>
          x.conversation === y.conversation
            ? x.message.seq - y.message.seq
            : x.conversation < y.conversation
              ? -1
              : 1,
        );
        b.resolve(mine);
      }
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }
}
