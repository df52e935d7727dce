import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { queryRows, type Db } from '@dating/db';
import type { TLiveMessage, TLiveServerEvent } from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import type { App } from '../../src/types';

export const ORIGIN = 'http://localhost:3000';

/** A session of `userId` made directly in the database, as the value of the `auth._token` cookie. */
export async function sessionToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  await db.execute(
    sql`insert into sessions (user_id, token_hash, expires_at)
        values (${userId}::uuid, ${hash}, now() + interval '1 day')`,
  );
  return token;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  await db.execute(sql`update sessions set revoked_at = now() where token_hash = ${hash}`);
}

/** `n` seeded members that are active and visible (likeable, reachable). */
export async function members(db: Db, n: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u join profiles p on p.user_id = u.id
        where u.status = 'active' and p.status = 'active' and not u.invisible
        order by u.id limit ${n}`,
  );
  if (rows.length < n) throw new Error(`only ${rows.length} members`);
  return rows.map((r) => r.id);
}

/** A conversation between two members (created when missing). */
export async function conversation(db: Db, a: string, b: string): Promise<string> {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into conversations (member_a, member_b, started_by) values (${lo}::uuid, ${hi}::uuid, ${a}::uuid)
        on conflict (member_a, member_b) do update set started_by = conversations.started_by
        returning id`,
  );
  return row!.id;
}

/**
 * Stores a text message the way the chat API does (the conversation row locked, `last_seq + 1`, one
 * transaction) and returns the message as the live channel carries it. Does not publish.
 */
export async function storeMessage(
  db: Db,
  conv: string,
  sender: string,
  body = `hello ${randomUUID()}`,
): Promise<TLiveMessage> {
  return db.transaction(async (tx) => {
    const [c] = await queryRows<{ last_seq: string | number }>(
      tx,
      sql`update conversations set last_seq = last_seq + 1, last_message_at = now() where id = ${conv}::uuid
          returning last_seq`,
    );
    const seq = Number(c!.last_seq);
    const clientId = randomUUID();
    const [m] = await queryRows<{ id: string | number; created_at: Date | string }>(
      tx,
      sql`insert into messages (conversation_id, seq, sender_id, kind, body, client_id)
          values (${conv}::uuid, ${seq}, ${sender}::uuid, 'text', ${body}, ${clientId})
          returning id, created_at`,
    );
    return {
      id: String(m!.id),
      conversation: conv,
      seq,
      sender,
      kind: 'text',
      body,
      photo: null,
      gift: null,
      client_id: clientId,
      cost: 0,
      created_at: new Date(m!.created_at).toISOString(),
    };
  });
}

/** Stores and publishes a message to both members. */
export async function sendMessage(
  app: App,
  conv: string,
  sender: string,
  other: string,
): Promise<TLiveMessage> {
  const message = await storeMessage(app.db.db, conv, sender);
  app.live.publish([sender, other], { type: 'message', conversation: conv, message });
  return message;
}

export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface Closed {
  code: number;
  reason: string;
}

/** A real WebSocket client of /api/live that records every event it receives. */
export class LiveClient {
  readonly events: TLiveServerEvent[] = [];
  readonly closed: Promise<Closed>;
  readonly opened: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(
    readonly ws: WebSocket,
    readonly name = 'client',
  ) {
    ws.on('message', (data) => {
      try {
        this.events.push(JSON.parse(String(data)) as TLiveServerEvent);
      } catch {
        this.events.push({ type: 'error', code: 'bad_request' });
      }
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('error', () => undefined);
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const w of this.waiters.splice(0)) w();
      }),
    );
    this.opened = new Promise((resolve) => {
      if (ws.readyState === WebSocket.OPEN) resolve();
      else ws.once('open', () => resolve());
    });
  }

  static connect(
    port: number,
    opts: { token?: string; origin?: string; name?: string; ws?: WebSocket.ClientOptions } = {},
  ): LiveClient {
    const headers: Record<string, string> = { origin: opts.origin ?? ORIGIN };
    if (opts.token) headers.cookie = `auth._token=${opts.token}`;
    return new LiveClient(
      new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers, ...opts.ws }),
      opts.name,
    );
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  of<T extends TLiveServerEvent['type']>(type: T): Extract<TLiveServerEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<TLiveServerEvent, { type: T }> => e.type === type);
  }

  /** Message seqs received in `conv`, in arrival order. */
  seqs(conv: string): number[] {
    return this.of('message')
      .filter((e) => e.conversation === conv)
      .map((e) => e.message.seq);
  }

  /** Waits until `pred` holds over the received events (or throws after `ms`). */
  async until(pred: (events: TLiveServerEvent[]) => boolean, ms = 5_000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!pred(this.events)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.name}: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async hello(): Promise<Extract<TLiveServerEvent, { type: 'hello' }>> {
    await this.until((e) => e.some((x) => x.type === 'hello'), 5_000, 'hello');
    return this.of('hello')[0]!;
  }

  /** Sends `resume` and waits for its `resumed`. */
  async resume(
    conversations: Record<string, number> = {},
  ): Promise<Extract<TLiveServerEvent, { type: 'resumed' }>> {
    await this.opened;
    const before = this.of('resumed').length;
    this.send({ type: 'resume', conversations });
    await this.until((e) => e.filter((x) => x.type === 'resumed').length > before, 5_000, 'resumed');
    return this.of('resumed')[before]!;
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.terminate();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
