import {
  LIVE_CLOSE,
  ZLiveClientFrame,
  type TLiveClientFrame,
  type TLivePublishedEvent,
  type TLiveServerEvent,
} from '@dating/core/contracts';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import type { SessionAuth } from '../types';
import type { LiveContext } from './hub';
import { loadConversations, loadGaps } from './store';

type MessageEvent = Extract<TLivePublishedEvent, { type: 'message' }>;
/**
 * An event's JSON as it goes on the wire: a string, or the UTF-8 bytes the hub encoded once for every socket it
 * delivers to (always sent as a text frame).
 */
export type Frame = string | Buffer;
interface Pending {
  event: TLivePublishedEvent;
  json: Frame;
}
/** `ws` sends a Buffer as a binary frame unless told otherwise; every frame of the channel is JSON text. */
const TEXT = { binary: false } as const;

/**
 * Connections whose TCP socket is corked in this tick: everything sent to one socket in one tick (a sent
 * message's `message` and `credits` events to the sender's tab, a batch's messages to one member) leaves in
 * one write instead of one per frame. Uncorked together on the next tick (process.nextTick: after the
 * microtasks of the tick, so before any timer or I/O).
 */
const corked: LiveConnection[] = [];
function uncorkAll(): void {
  for (const conn of corked.splice(0)) conn.uncork();
}
type ErrorCode = Extract<TLiveServerEvent, { type: 'error' }>['code'];

/** Internal error while serving a frame (database away): the client reconnects and resumes. */
const CLOSE_INTERNAL = 1011;
/** Cached membership of a conversation for typing: the other member, or null when a block stops it. */
interface Peer {
  other: string | null;
  at: number;
}
const MAX_SMALL_MAP = 256;

/**
 * One authenticated socket of the live channel. It keeps, per conversation, the last seq it has sent (its
 * cursor): a message at or below the cursor is not sent again; a message past cursor + 1 first sends the
 * missing ones from the database. Message events wait until the first `resume` has been answered, so that
 * replayed and live messages reach the tab once and in order.
 */
export class LiveConnection {
  /** Answered the last ping (or sent a frame) since the previous heartbeat. */
  alive = true;
  /** When the session was last confirmed valid (ms since epoch). */
  authCheckedAt: number;
  readonly userId: string;
  readonly sessionId: string;

  private closed = false;
  private resumed = false;
  private busy = false;
  private tokens: number;
  private tokensAt: number;
  private cursors: Map<string, number> | null = null;
  private pending: Pending[] | null = null;
  private tasks: (() => Promise<void>)[] | null = null;
  private typingAt: Map<string, number> | null = null;
  private peers: Map<string, Peer> | null = null;
  /** The TCP socket under `socket` while corked for this tick (see `corked`). */
  private raw: Socket | null = null;

  constructor(
    private readonly socket: WebSocket,
    auth: SessionAuth,
    private readonly ctx: LiveContext,
  ) {
    this.userId = auth.userId;
    this.sessionId = auth.sessionId;
    const now = Date.now();
    this.authCheckedAt = now;
    this.tokens = ctx.opts.frameBurst;
    this.tokensAt = now;
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => {
      this.closed = true;
      ctx.detach(this);
    });
    // A reset connection: 'close' follows. @fastify/websocket's own 'error' listener holds the upgrade's
    // request and reply for the socket's whole life (~10 KiB a socket); it is not needed past the upgrade.
    socket.removeAllListeners('error');
    socket.on('error', () => undefined);
    this.send(
      JSON.stringify({
        type: 'hello',
        user_id: this.userId,
        heartbeat_ms: ctx.opts.heartbeatMs,
      } satisfies TLiveServerEvent),
    );
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Heartbeat: ping, or drop the socket when the previous ping went unanswered. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.closed = true;
      this.socket.terminate();
      return;
    }
    this.alive = false;
    try {
      this.socket.ping();
    } catch {
      this.socket.terminate();
    }
  }

  /** Closes with a code, after an `error` frame when there is one to give. */
  close(code: number, reason: string, error?: ErrorCode): void {
    if (this.closed) return;
    this.closed = true;
    if (error) this.trySend(JSON.stringify({ type: 'error', code: error } satisfies TLiveServerEvent));
    this.socket.close(code, reason);
    // A peer that does not read never answers the close: drop it after a grace period.
    const socket = this.socket;
    setTimeout(() => {
      if (socket.readyState !== socket.CLOSED) socket.terminate();
    }, this.ctx.opts.closeGraceMs).unref();
  }

  /** An event published to this member (from this process or, through the bus, from another). */
  deliver(event: TLivePublishedEvent, json: Frame): void {
    if (this.closed) return;
    if (event.type !== 'message') {
      this.send(json);
      return;
    }
    if (!this.resumed || this.busy) {
      this.enqueue({ event, json });
      return;
    }
    this.deliverMessage(event, json);
  }

  // ---- outbound ----

  private send(json: Frame): void {
    if (this.closed) return;
    // Corked data counts in bufferedAmount: a slow socket is still closed, not buffered without bound.
    if (this.socket.bufferedAmount > this.ctx.opts.maxBufferedBytes) {
      this.ctx.stats.slowClosed += 1;
      this.close(LIVE_CLOSE.slow_consumer, 'slow consumer');
      return;
    }
    this.cork();
    this.socket.send(json, TEXT);
  }

  /** Holds this socket's writes until the next tick (see `corked`). */
  private cork(): void {
    if (this.raw) return;
    const raw = (this.socket as unknown as { _socket?: Socket | null })._socket;
    if (!raw || typeof raw.cork !== 'function' || raw.destroyed) return;
    raw.cork();
    this.raw = raw;
    if (corked.length === 0) process.nextTick(uncorkAll);
    corked.push(this);
  }

  /** Lets the writes held this tick go (one write to the socket). */
  uncork(): void {
    const raw = this.raw;
    this.raw = null;
    raw?.uncork();
  }

  private trySend(json: string): void {
    try {
      this.socket.send(json);
    } catch {
      // closing anyway
    }
  }

  private enqueue(p: Pending): void {
    const pending = (this.pending ??= []);
    if (pending.length >= this.ctx.opts.maxPending) {
      // Too much waiting: drop it (every message is in the database) and have the client resume again.
      this.pending = null;
      this.send(JSON.stringify({ type: 'resync' } satisfies TLiveServerEvent));
      return;
    }
    pending.push(p);
  }

  private deliverMessage(event: MessageEvent, json: Frame): void {
    const { conversation } = event;
    const seq = event.message.seq;
    // A conversation the tab neither listed nor was told of in `resumed` (new since, or long quiet): it has
    // shown nothing of it, so an earlier message still on its way must not be dropped — heal from the start.
    const cursor = this.cursors?.get(conversation);
    if (cursor !== undefined && seq <= cursor) return;
    if (seq > (cursor ?? 0) + 1) {
      this.schedule(() => this.heal(conversation, cursor, seq, json));
      return;
    }
    this.setCursor(conversation, seq);
    this.send(json);
  }

  private setCursor(conversation: string, seq: number): void {
    const cursors = (this.cursors ??= new Map());
    if (cursors.size >= this.ctx.opts.maxCursors && !cursors.has(conversation)) {
      // Forget the oldest: at worst a later message of it is sent without a gap check.
      const first = cursors.keys().next().value;
      if (first !== undefined) cursors.delete(first);
    }
    cursors.set(conversation, seq);
  }

  /**
   * Sends messages cursor+1 … seq−1 from the database, then the live one (seq). Without a cursor, from after
   * what the member removed from their list.
   */
  private async heal(
    conversation: string,
    cursor: number | undefined,
    seq: number,
    json: Frame,
  ): Promise<void> {
    let current = this.cursors?.get(conversation) ?? cursor;
    if (current === undefined) {
      const [c] = await loadConversations(this.ctx.db(), this.userId, [conversation]);
      current = Math.min(c?.hiddenUpTo ?? 0, seq - 1);
    }
    if (seq <= current) return;
    this.ctx.stats.healed += 1;
    const missing = seq - current - 1;
    if (missing > this.ctx.opts.replayPerConversation) {
      this.send(
        JSON.stringify({
          type: 'gap',
          conversation,
          after_seq: current,
          last_seq: seq - 1,
        } satisfies TLiveServerEvent),
      );
    } else if (missing > 0) {
      for (const m of await loadGaps(this.ctx.db(), [{ conversation, after: current, upTo: seq - 1 }])) {
        this.send(
          JSON.stringify({ type: 'message', conversation, message: m.message } satisfies TLiveServerEvent),
        );
      }
    }
    if (this.closed) return;
    this.setCursor(conversation, seq);
    this.send(json);
  }

  /** Runs database work one task at a time; message events wait in `pending` meanwhile. */
  private schedule(task: () => Promise<void>): void {
    (this.tasks ??= []).push(task);
    if (!this.busy) void this.pump();
  }

  private async pump(): Promise<void> {
    this.busy = true;
    try {
      for (;;) {
        while (this.tasks && this.tasks.length > 0) {
          const task = this.tasks.shift() as () => Promise<void>;
          await task();
          if (this.closed) return;
        }
        this.tasks = null;
        const pending = this.pending;
        this.pending = null;
        if (!pending || pending.length === 0 || !this.resumed) {
          if (pending && !this.resumed) this.pending = pending;
          break;
        }
        for (let i = 0; i < pending.length; i += 1) {
          const p = pending[i] as Pending;
          if (p.event.type === 'message') this.deliverMessage(p.event, p.json);
          else this.send(p.json);
          if (this.tasks) {
            // A gap: heal it first, then the rest in order.
            this.pending = pending.slice(i + 1).concat(this.pending ?? []);
            break;
          }
        }
      }
    } catch (err) {
      this.ctx.log.warn({ err }, 'live: database work for a socket failed; closing it');
      this.close(CLOSE_INTERNAL, 'internal error');
    } finally {
      this.busy = false;
    }
  }

  // ---- inbound ----

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.alive = true;
    this.ctx.stats.frames += 1;
    if (!this.takeToken()) {
      this.ctx.stats.rateLimited += 1;
      this.close(LIVE_CLOSE.rate_limited, 'too many frames', 'rate_limited');
      return;
    }
    let frame: TLiveClientFrame | null = null;
    if (!isBinary) {
      try {
        const text = String(data);
        // No prototype games: a key like __proto__ is never part of a valid frame.
        const parsed = text.includes('__proto__') ? null : ZLiveClientFrame.safeParse(JSON.parse(text));
        if (parsed?.success) frame = parsed.data;
      } catch {
        frame = null;
      }
    }
    if (!frame) {
      this.ctx.stats.badFrames += 1;
      this.close(LIVE_CLOSE.bad_frame, 'bad frame', 'bad_request');
      return;
    }
    switch (frame.type) {
      case 'ping':
        this.send('{"type":"pong"}');
        return;
      case 'resume': {
        const cursors = frame.conversations;
        this.schedule(() => this.resume(cursors));
        return;
      }
      case 'typing':
        this.typing(frame.conversation).catch((err: unknown) => {
          this.ctx.log.warn({ err }, 'live: typing failed');
        });
        return;
    }
  }

  private takeToken(): boolean {
    const now = Date.now();
    const { framesPerSecond, frameBurst } = this.ctx.opts;
    this.tokens = Math.min(frameBurst, this.tokens + ((now - this.tokensAt) * framesPerSecond) / 1000);
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Replays what the tab has not shown (seq > its cursor) in the listed conversations, then `resumed`. */
  private async resume(claimed: Record<string, number>): Promise<void> {
    const { opts, reader } = this.ctx;
    const ids = Object.keys(claimed);
    // One statement for this and every other socket resuming now (a reconnect storm), then one for the gaps.
    const { listed, recent } = await reader.facts(this.userId, ids, opts.resumeRecent);
    if (this.closed) return;
    const byId = new Map(listed.map((c) => [c.id, c]));
    const gone: string[] = [];
    const gaps: { conversation: string; after: number }[] = [];
    const last: Record<string, number> = {};
    let budget = opts.replayTotal;
    for (const id of ids) {
      const c = byId.get(id);
      if (c && c.memberA !== this.userId && c.memberB !== this.userId) {
        this.ctx.stats.forbidden += 1;
        this.close(LIVE_CLOSE.forbidden, 'not a member of that conversation', 'forbidden');
        return;
      }
      if (!c || c.blocked) {
        gone.push(id);
        this.cursors?.delete(id);
        continue;
      }
      last[id] = c.lastSeq;
      // What the tab has shown, never past the conversation's end, never before what the member removed.
      const after = Math.min(Math.max(claimed[id] ?? 0, c.hiddenUpTo), c.lastSeq);
      const missing = c.lastSeq - after;
      if (missing === 0) {
        this.setCursor(id, after);
      } else if (missing > opts.replayPerConversation || missing > budget) {
        this.send(
          JSON.stringify({
            type: 'gap',
            conversation: id,
            after_seq: after,
            last_seq: c.lastSeq,
          } satisfies TLiveServerEvent),
        );
        this.setCursor(id, c.lastSeq);
      } else {
        budget -= missing;
        this.setCursor(id, after);
        gaps.push({ conversation: id, after });
      }
    }
    for (const m of await reader.gaps(gaps)) {
      if (this.closed) return;
      const cursor = this.cursors?.get(m.conversation) ?? 0;
      if (m.message.seq <= cursor) continue;
      this.setCursor(m.conversation, m.message.seq);
      this.ctx.stats.replayed += 1;
      this.send(
        JSON.stringify({
          type: 'message',
          conversation: m.conversation,
          message: m.message,
        } satisfies TLiveServerEvent),
      );
    }
    // The tab now knows these conversations' last seq: what comes after is delivered once and in order.
    for (const r of recent) {
      last[r.id] ??= r.lastSeq;
      if (!this.cursors?.has(r.id)) this.setCursor(r.id, r.lastSeq);
    }
    this.resumed = true;
    this.send(JSON.stringify({ type: 'resumed', conversations: last, gone } satisfies TLiveServerEvent));
  }

  /** Forwards typing to the other member of a conversation this member is in; at most one per interval. */
  private async typing(conversation: string): Promise<void> {
    const now = Date.now();
    const typingAt = (this.typingAt ??= new Map());
    const lastAt = typingAt.get(conversation);
    if (lastAt !== undefined && now - lastAt < this.ctx.opts.typingIntervalMs) return;
    if (typingAt.size >= MAX_SMALL_MAP) typingAt.clear();
    typingAt.set(conversation, now);

    let peer = this.peers?.get(conversation);
    if (!peer || now - peer.at > this.ctx.opts.membershipTtlMs) {
      const [c] = await loadConversations(this.ctx.db(), this.userId, [conversation]);
      if (this.closed) return;
      if (!c || (c.memberA !== this.userId && c.memberB !== this.userId)) {
        this.ctx.stats.forbidden += 1;
        this.close(LIVE_CLOSE.forbidden, 'not a member of that conversation', 'forbidden');
        return;
      }
      peer = { other: c.blocked ? null : c.memberA === this.userId ? c.memberB : c.memberA, at: now };
      const peers = (this.peers ??= new Map());
      if (peers.size >= MAX_SMALL_MAP) peers.clear();
      peers.set(conversation, peer);
    }
    if (peer.other) {
      this.ctx.publish([peer.other], { type: 'typing', conversation, user_id: this.userId });
    }
  }
}
