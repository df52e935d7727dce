import type { TSendMessageInput } from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { ledgerKindOf, priceOf, recipientFacts, refusal } from './chat-rules';
import { chatSettingsFrom } from './chat-settings';
import { isGiftKey } from './gifts';
import { toMessage } from './messages-repo';
import { replay, sendMessage, type SendResult } from './send-message';

/**
 * Group commit of the send path (ADR 0031). Sends that arrive while the previous batch is being written are
 * written together: one transaction, three statements whatever the batch's size —
 *
 *  1. every sender's `users` row locked, in id order (`lockSenders`), a statement of its own (ADR 0022: a
 *     statement that waited for a lock reads the rest as of before the wait);
 *  2. the facts of every message in one statement (`batchFacts`), the same facts as `sendFacts` per message;
 *  3. one write (`writeBatch`): the conversations locked in id order, `last_seq` moved by the number of
 *     messages each receives, the messages (seq = old last_seq + their place), the senders' read markers, one
 *     guarded debit per sender with the batch's sum, one ledger entry `message:<id>` per paid message.
 *
 * Between 2 and 3 the rules run in JavaScript in arrival order, as one message at a time would: a sender's
 * balance is carried from message to message (a message that does not fit is refused with the same 402 and
 * params, the others go), an invisible recipient who writes earlier in the batch has written, and a client id
 * seen twice in one batch is held back until the batch has committed and then answered by the one-message path
 * (which finds the stored message). The answer of every message waits for the commit. When the batch's write
 * fails (a unique index raced by another process, a guard, the database), nothing of it is stored and every
 * message of it is sent again on its own by `sendMessage`, with that path's answers.
 *
 * Only messages into an existing conversation, of kind text or gift, are batched; starting a conversation (the
 * free start limit) and photos (their ownership check) keep the one-message path. Both lock the sender first,
 * so they serialise with batches exactly as before.
 */
export interface SendBatchOptions {
  /** Most messages in one transaction. */
  maxBatch: number;
  /** Batches being written at once (PGlite runs one transaction at a time whatever this says). */
  maxInFlight: number;
}

export const DEFAULT_SEND_BATCH: SendBatchOptions = { maxBatch: 200, maxInFlight: 2 };

interface Item {
  senderId: string;
  input: TSendMessageInput;
  now: Date;
  resolve: (r: SendResult) => void;
  reject: (e: unknown) => void;
}

/** What the batch decided for one message before writing. */
type Decision =
  | { kind: 'error'; error: unknown }
  | { kind: 'replay'; storedId: number; credits: number }
  | {
      kind: 'write';
      conversation: string;
      recipientId: string;
      body: string | null;
      giftKey: string | null;
      cost: number;
      /** Place among this batch's messages to the same conversation, from 1. */
      ord: number;
      /** The sender's balance after this message. */
      balance: number;
    };

/** Whether a send can join a batch: an existing conversation, text or gift. */
export const batchable = (input: TSendMessageInput) =>
  input.conversation !== undefined && input.kind !== 'photo';

export class SendBatcher {
  private queue: Item[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Batches written and messages in them, since start (the bench reads them). */
  readonly stats = { batches: 0, messages: 0, fallbacks: 0, largest: 0 };

  constructor(
    private readonly db: Db,
    private readonly opts: SendBatchOptions = DEFAULT_SEND_BATCH,
  ) {}

  /** Sends one message; resolves after its batch (or its own transaction) has committed. */
  send(senderId: string, input: TSendMessageInput, now: Date): Promise<SendResult> {
    if (!batchable(input)) return sendMessage(this.db, senderId, input, now);
    return new Promise<SendResult>((resolve, reject) => {
      this.queue.push({ senderId, input, now, resolve, reject });
      this.kick();
    });
  }

  /** Starts a batch on the next turn of the event loop (so sends of the same tick join it), when a slot is free. */
  private kick(): void {
    if (this.scheduled || this.queue.length === 0 || this.inFlight >= this.opts.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.inFlight < this.opts.maxInFlight) {
        const items = this.queue.splice(0, this.opts.maxBatch);
        this.inFlight += 1;
        void this.run(items).finally(() => {
          this.inFlight -= 1;
          this.kick();
        });
      }
    });
  }

  private async run(items: Item[]): Promise<void> {
    // The same client id twice in one batch: the later one is answered after the commit, on its own.
    const seen = new Set<string>();
    const batch: Item[] = [];
    const later: Item[] = [];
    for (const it of items) {
      const key = `${it.senderId}\n${it.input.client_id}`;
      (seen.has(key) ? later : batch).push(it);
      seen.add(key);
    }
    let decisions: Decision[] | null = null;
    let written: Map<number, { id: number; seq: number }> | null = null;
    try {
      [decisions, written] = await this.db.transaction(async (tx) => {
        const d = await decide(tx, batch);
        return [d, await writeBatch(tx, batch, d)] as const;
      });
    } catch {
      decisions = null;
    }
    if (!decisions || !written) {
      // Nothing of the batch was stored: each message again in its own transaction, with that path's answers.
      this.stats.fallbacks += 1;
      await Promise.all(batch.map((it) => this.single(it)));
    } else {
      this.stats.batches += 1;
      this.stats.messages += written.size;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      await Promise.all(batch.map((it, i) => this.answer(it, decisions[i] as Decision, written.get(i))));
    }
    for (const it of later) await this.single(it);
  }

  private single(it: Item): Promise<void> {
    return sendMessage(this.db, it.senderId, it.input, it.now).then(it.resolve, it.reject);
  }

  private async answer(it: Item, d: Decision, w: { id: number; seq: number } | undefined): Promise<void> {
    try {
      if (d.kind === 'error') throw d.error;
      if (d.kind === 'replay') {
        it.resolve(await replay(this.db, it.senderId, d.storedId, d.credits));
        return;
      }
      if (!w) throw new Error('a batched message was not written');
      it.resolve({
        message: toMessage({
          id: w.id,
          conversationId: d.conversation,
          seq: w.seq,
          senderId: it.senderId,
          kind: it.input.kind,
          body: d.body,
          giftKey: d.giftKey,
          clientId: it.input.client_id,
          cost: d.cost,
          createdAt: it.now,
          photoId: null,
          photoKey: null,
          photoWidth: null,
          photoHeight: null,
        }),
        recipientId: d.recipientId,
        credits: d.balance,
        charged: d.cost,
        duplicate: false,
        started: false,
      });
    } catch (error) {
      it.reject(error);
    }
  }
}

/** One batcher per database (the app's), made on first use. */
const batchers = new WeakMap<Db, SendBatcher>();
export function sendBatcherFor(db: Db, opts?: SendBatchOptions): SendBatcher {
  let b = batchers.get(db);
  if (!b) {
    b = new SendBatcher(db, opts);
    batchers.set(db, b);
  }
  return b;
}

const json = (value: unknown) => JSON.stringify(value);

/** Statement 1: every sender's row, locked in id order (two batches never wait on each other in a circle). */
async function lockSenders(tx: Db, senders: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select u.id from users u
        where u.id in (select x::uuid from json_array_elements_text(${json(senders)}::json) x)
        order by u.id for update`,
  );
  return new Set(rows.map((r) => r.id));
}

interface FactsRow extends Record<string, unknown> {
  idx: number;
  paid_user: boolean;
  status: 'not_confirmed' | 'active' | 'pending_deletion';
  credits: number;
  settings: unknown;
  stored_id: string | number | null;
  conversation_id: string | null;
  member_a: string | null;
  member_b: string | null;
  r_id: string | null;
  r_status: 'not_confirmed' | 'active' | 'pending_deletion' | null;
  r_invisible: boolean | null;
  r_name: string | null;
  r_profile_status: string | null;
  r_hidden: boolean | null;
  blocked_by_sender: boolean;
  blocked_by_recipient: boolean;
  r_has_sent: boolean | null;
}

/** Statement 2: `sendFacts` for every message of the batch at once (one row per message, by `idx`). */
async function batchFacts(tx: Db, batch: Item[]): Promise<Map<number, FactsRow>> {
  const input = batch.map((it, idx) => ({
    idx,
    sender: it.senderId,
    conv: it.input.conversation,
    client_id: it.input.client_id,
  }));
  const rows = await queryRows<FactsRow>(
    tx,
    sql`select i.idx, u.paid_user, u.status, u.credits,
          (select s.settings from sites s where s.id = u.site_id or s.is_default
            order by coalesce(s.id = u.site_id, false) desc limit 1) as settings,
          (select m.id from messages m where m.sender_id = i.sender and m.client_id = i.client_id) as stored_id,
          c.id as conversation_id, c.member_a, c.member_b,
          r.id as r_id, r.status as r_status, r.invisible as r_invisible, rp.name as r_name,
          rp.status as r_profile_status, rp.moderation_hidden_at is not null as r_hidden,
          exists (select 1 from blocks b where b.blocker_id = i.sender and b.blocked_id = r.id) as blocked_by_sender,
          exists (select 1 from blocks b where b.blocker_id = r.id and b.blocked_id = i.sender) as blocked_by_recipient,
          (r.invisible and exists (select 1 from messages m
            where m.conversation_id = c.id and m.sender_id = r.id)) as r_has_sent
        from json_to_recordset(${json(input)}::json) as i(idx int, sender uuid, conv uuid, client_id text)
        join users u on u.id = i.sender
        left join conversations c on c.id = i.conv and (c.member_a = i.sender or c.member_b = i.sender)
        left join users r on r.id = (case when c.member_a = i.sender then c.member_b else c.member_a end)
        left join profiles rp on rp.user_id = r.id`,
  );
  return new Map(rows.map((r) => [Number(r.idx), r]));
}

/** Locks and reads, then decides every message in arrival order (the rules of `sendInTransaction`). */
async function decide(tx: Db, batch: Item[]): Promise<Decision[]> {
  const locked = await lockSenders(tx, [...new Set(batch.map((it) => it.senderId))]);
  const facts = locked.size > 0 ? await batchFacts(tx, batch) : new Map<number, FactsRow>();
  const balance = new Map<string, number>();
  /** `${conversation}\n${member}`: that member has a message in this batch's conversation. */
  const wrote = new Set<string>();
  const ords = new Map<string, number>();
  return batch.map((it, idx): Decision => {
    try {
      const f = facts.get(idx);
      if (!f || !locked.has(it.senderId) || f.status === 'pending_deletion') {
        throw new ApiError('authentication_required');
      }
      const credits = balance.get(it.senderId) ?? Number(f.credits);
      if (f.stored_id !== null) return { kind: 'replay', storedId: Number(f.stored_id), credits };
      if (!f.conversation_id || !f.member_a || !f.member_b) throw new ApiError('not_found');
      const recipientId = f.member_a === it.senderId ? f.member_b : f.member_a;
      const refused = refusal({
        sender: { id: it.senderId, paidUser: f.paid_user },
        recipient: recipientFacts({
          id: f.r_id,
          status: f.r_status,
          invisible: f.r_invisible,
          name: f.r_name,
          profileStatus: f.r_profile_status,
          moderationHiddenAt: f.r_hidden === true ? true : null,
        }),
        blockedBySender: f.blocked_by_sender === true,
        blockedByRecipient: f.blocked_by_recipient === true,
        conversation: {
          recipientHasSent: f.r_has_sent === true || wrote.has(`${f.conversation_id}\n${recipientId}`),
        },
        startedBySender: 0,
      });
      if (refused) throw new ApiError(refused.code, refused.params ? { params: refused.params } : {});

      const settings = chatSettingsFrom(f.settings);
      let body: string | null = null;
      let giftKey: string | null = null;
      if (it.input.kind === 'text') {
        body = it.input.body!;
        if (body.length > settings.messageLength) {
          throw new ApiError('validation_failed', {
            fields: [{ path: 'body.body', message: `at most ${settings.messageLength} characters` }],
            params: { max: settings.messageLength },
          });
        }
      } else {
        giftKey = it.input.gift!;
        if (!isGiftKey(giftKey)) {
          throw new ApiError('validation_failed', {
            fields: [{ path: 'body.gift', message: 'unknown gift' }],
          });
        }
      }
      const cost = priceOf(it.input.kind, settings);
      if (credits < cost) throw new ApiError('insufficient_credits', { params: { price: cost, credits } });
      balance.set(it.senderId, credits - cost);
      wrote.add(`${f.conversation_id}\n${it.senderId}`);
      const ord = (ords.get(f.conversation_id) ?? 0) + 1;
      ords.set(f.conversation_id, ord);
      return {
        kind: 'write',
        conversation: f.conversation_id,
        recipientId,
        body,
        giftKey,
        cost,
        ord,
        balance: credits - cost,
      };
    } catch (error) {
      return { kind: 'error', error };
    }
  });
}

/**
 * Statement 3: every message the batch accepted, in one data-modifying statement. The conversations are locked
 * in id order first (`locked`: a row is updated only after it and every row before it is locked), so two
 * batches — of this process or another — cannot deadlock on them; `last_seq` takes each conversation's count at
 * once and every message gets old last_seq + its place (no gap, commit order kept: ADR 0016). One guarded debit
 * per sender with the sum of its messages; the result must be the balance `decide` carried, else the batch is
 * rolled back. Answers message id and seq by the message's index in the batch.
 */
async function writeBatch(
  tx: Db,
  batch: Item[],
  decisions: Decision[],
): Promise<Map<number, { id: number; seq: number }>> {
  const rows: Record<string, unknown>[] = [];
  const finalBalance = new Map<string, number>();
  decisions.forEach((d, idx) => {
    if (d.kind !== 'write') return;
    const it = batch[idx] as Item;
    rows.push({
      idx,
      conv: d.conversation,
      sender: it.senderId,
      kind: it.input.kind,
      body: d.body,
      gift: d.giftKey,
      client_id: it.input.client_id,
      cost: d.cost,
      ord: d.ord,
      lkind: ledgerKindOf(it.input.kind),
      bal: d.balance,
      at: it.now.toISOString(),
    });
    if (d.cost > 0) finalBalance.set(it.senderId, d.balance);
  });
  const written = new Map<number, { id: number; seq: number }>();
  if (rows.length === 0) return written;
  const result = await queryRows<{
    idx: number | null;
    id: string | number | null;
    seq: string | number | null;
    who: string | null;
    credits: number | null;
  }>(
    tx,
    sql`with i as (
          select * from json_to_recordset(${json(rows)}::json) as x(idx int, conv uuid, sender uuid, kind text,
            body text, gift text, client_id text, cost int, ord int, lkind text, bal int, at timestamptz)
        ), n as (
          select conv, count(*)::int as k, max(at) as at from i group by conv
        ), locked as materialized (
          select c.id from conversations c where c.id in (select conv from n) order by c.id for update
        ), bump as (
          update conversations c set last_seq = c.last_seq + n.k, last_message_at = n.at
          from n join locked l on l.id = n.conv
          where c.id = n.conv
          returning c.id, c.last_seq
        ), msg as (
          insert into messages (conversation_id, seq, sender_id, kind, body, gift_key, client_id, cost, created_at)
          select i.conv, bump.last_seq - n.k + i.ord, i.sender, i.kind, i.body, i.gift, i.client_id, i.cost, i.at
          from i join n on n.conv = i.conv join bump on bump.id = i.conv
          returning id, seq, sender_id, client_id, conversation_id
        ), marker as (
          insert into read_markers (conversation_id, user_id, last_read_seq)
          select conversation_id, sender_id, max(seq) from msg group by conversation_id, sender_id
          on conflict (conversation_id, user_id) do update
            set last_read_seq = greatest(read_markers.last_read_seq, excluded.last_read_seq), updated_at = now()
        ), d as (
          select sender, sum(cost)::int as total from i where cost > 0 group by sender
        ), debited as (
          update users u set credits = u.credits - d.total, updated_at = now()
          from d where u.id = d.sender and u.credits >= d.total
          returning u.id, u.credits
        ), ledger as (
          insert into credit_ledger (user_id, kind, amount, balance_after, ref)
          select i.sender, i.lkind, -i.cost, i.bal, 'message:' || msg.id
          from i join msg on msg.sender_id = i.sender and msg.client_id = i.client_id
          where i.cost > 0
        )
        select i.idx, msg.id, msg.seq, null::uuid as who, null::int as credits
          from i join msg on msg.sender_id = i.sender and msg.client_id = i.client_id
        union all
        select null, null, null, debited.id, debited.credits from debited`,
  );
  const debited = new Map<string, number>();
  for (const r of result) {
    if (r.who !== null) debited.set(r.who, Number(r.credits));
    else written.set(Number(r.idx), { id: Number(r.id), seq: Number(r.seq) });
  }
  // Guarded even under the lock: a balance that is not the one decided on undoes the whole batch.
  for (const [sender, expected] of finalBalance) {
    if (debited.get(sender) !== expected) throw new Error('batch debit does not match the decided balance');
  }
  if (written.size !== rows.length) throw new Error('batch write stored fewer messages than decided');
  return written;
}
