import type { TLivePublishedEvent } from '@dating/core/contracts';
import { LIVE_CLOSE } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionAuth } from '../types';
import { createMemoryBus, createRedisBus, type LiveBus } from './bus';
import { LiveConnection, type Frame } from './connection';
import { ResumeReader, validSessions } from './store';

/** Limits of the live channel; every one has a default fit for production. */
export interface LiveOptions {
  /** Server ping interval; a socket that has not answered the previous ping is dropped (default 30 s). */
  heartbeatMs: number;
  /** A socket whose unsent data passes this is closed 4503 instead of buffering more (default 1 MiB). */
  maxBufferedBytes: number;
  /** Inbound frames per second per socket (token bucket refill, default 10). */
  framesPerSecond: number;
  /** Inbound burst per socket (bucket size, default 40). */
  frameBurst: number;
  /** At most one `typing` forwarded per conversation and socket in this interval (default 2 s). */
  typingIntervalMs: number;
  /** How long a socket trusts a conversation's membership for typing (default 60 s). */
  membershipTtlMs: number;
  /** Messages replayed per conversation on resume or gap; beyond, a `gap` event (default 200). */
  replayPerConversation: number;
  /** Messages replayed by one resume in all (default 2,000). */
  replayTotal: number;
  /**
   * Conversations besides the listed ones whose `last_seq` `resumed` reports, and from which the socket then
   * delivers in order (default 50).
   */
  resumeRecent: number;
  /** Events held per socket while it replays or before its first resume (default 1,000). */
  maxPending: number;
  /** Conversation cursors kept per socket (default 500). */
  maxCursors: number;
  /** Open sockets have their session re-checked this often: logout or deletion closes them 4401 (default 60 s). */
  sessionCheckMs: number;
  /** A closed socket that does not complete the closing handshake is dropped after this (default 5 s). */
  closeGraceMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  framesPerSecond: 10,
  frameBurst: 40,
  typingIntervalMs: 2_000,
  membershipTtlMs: 60_000,
  replayPerConversation: 200,
  replayTotal: 2_000,
  resumeRecent: 50,
  maxPending: 1_000,
  maxCursors: 500,
  sessionCheckMs: 60_000,
  closeGraceMs: 5_000,
};

/** Counters for tests and the benchmark. */
export interface LiveStats {
  frames: number;
  badFrames: number;
  rateLimited: number;
  forbidden: number;
  slowClosed: number;
  replayed: number;
  healed: number;
  published: number;
  delivered: number;
  resyncs: number;
  heartbeatDropped: number;
  sessionClosed: number;
}

/** What a connection needs from its hub. */
export interface LiveContext {
  opts: LiveOptions;
  stats: LiveStats;
  log: FastifyBaseLogger;
  db(): Db;
  /** The resume reads of every socket resuming in the same turn, batched (ADR 0031). */
  reader: ResumeReader;
  publish(userIds: readonly string[], event: TLivePublishedEvent): void;
  detach(conn: LiveConnection): void;
}

export interface LiveHubOptions {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** REDIS_URL: fan out through Redis pub/sub; without it (and without `bus`) an in-process bus. */
  redisUrl?: string;
  /** Redis channel (default `live:events`); tests use their own. */
  redisChannel?: string;
  /** A bus of one's own (tests); wins over `redisUrl`. */
  bus?: LiveBus;
  options?: Partial<LiveOptions>;
}

/**
 * The live hub (`app.live`): the open sockets of this process by member, and the bus that carries published
 * events to every process's sockets.
 */
export class LiveHub {
  readonly opts: LiveOptions;
  readonly stats: LiveStats = {
    frames: 0,
    badFrames: 0,
    rateLimited: 0,
    forbidden: 0,
    slowClosed: 0,
    replayed: 0,
    healed: 0,
    published: 0,
    delivered: 0,
    resyncs: 0,
    heartbeatDropped: 0,
    sessionClosed: 0,
  };
  readonly bus: LiveBus;
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly ctx: LiveContext;
  private checking = false;

  constructor(private readonly hubOpts: LiveHubOptions) {
    this.opts = { ...DEFAULT_LIVE_OPTIONS, ...hubOpts.options };
    this.bus =
      hubOpts.bus ??
      (hubOpts.redisUrl
        ? createRedisBus({ url: hubOpts.redisUrl, channel: hubOpts.redisChannel, log: hubOpts.log })
        : createMemoryBus());
    this.ctx = {
      opts: this.opts,
      stats: this.stats,
      log: hubOpts.log,
      db: () => hubOpts.db,
      reader: new ResumeReader(() => hubOpts.db),
      publish: (userIds, event) => this.publish(userIds, event),
      detach: (conn) => this.detach(conn),
    };
  }

  /** Connects the bus and starts the heartbeat. */
  async start(): Promise<void> {
    await this.bus.start(
      (userIds, event, json) => this.deliverLocal(userIds, event, json),
      () => this.resyncAll(),
    );
    const tick = Math.max(10, Math.min(this.opts.heartbeatMs, this.opts.sessionCheckMs));
    let sinceBeat = 0;
    this.timer = setInterval(() => {
      sinceBeat += tick;
      if (sinceBeat >= this.opts.heartbeatMs) {
        sinceBeat = 0;
        this.heartbeat();
      }
      void this.checkSessions();
    }, tick);
    this.timer.unref();
  }

  /**
   * Delivers `event` to every open socket of these members, in every API process. Fire and forget: call it
   * after the change is committed; a socket that misses it catches up from the database.
   */
  publish(userIds: readonly string[], event: TLivePublishedEvent): void {
    this.stats.published += 1;
    const unique = userIds.length > 1 ? [...new Set(userIds)] : userIds;
    this.bus.publish(unique, event);
  }

  /** Open sockets in this process. */
  /** Statements and resumes of the batched resume reads (ADR 0031; the bench prints them). */
  get resumeReads(): ResumeReader['stats'] {
    return this.ctx.reader.stats;
  }

  get size(): number {
    return this.count;
  }

  /** Sockets of one member in this process. */
  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Whether an event to this member can reach a socket: one open in this process, or a bus to the others. */
  reaches(userId: string): boolean {
    return this.bus.kind !== 'memory' || this.byUser.has(userId);
  }

  /** Serves an admitted socket. */
  attach(socket: WebSocket, auth: SessionAuth): LiveConnection {
    const conn = new LiveConnection(socket, auth, this.ctx);
    let set = this.byUser.get(auth.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(auth.userId, set);
    }
    set.add(conn);
    this.count += 1;
    return conn;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const set of this.byUser.values()) {
      for (const conn of set) conn.close(LIVE_CLOSE.going_away, 'server shutting down');
    }
    await this.bus.close();
  }

  private detach(conn: LiveConnection): void {
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  /** The event's JSON is encoded to UTF-8 once, when it has a socket here, and the same bytes go to each. */
  private deliverLocal(userIds: readonly string[], event: TLivePublishedEvent, json: string): void {
    let frame: Frame | null = null;
    for (const id of userIds) {
      const set = this.byUser.get(id);
      if (!set) continue;
      frame ??= Buffer.from(json);
      for (const conn of set) {
        this.stats.delivered += 1;
        conn.deliver(event, frame);
      }
    }
  }

  private resyncAll(): void {
    const json = JSON.stringify({ type: 'resync' });
    for (const set of this.byUser.values()) {
      for (const conn of set) {
        this.stats.resyncs += 1;
        conn.deliver({ type: 'resync' }, json);
      }
    }
  }

  private heartbeat(): void {
    for (const set of this.byUser.values()) {
      for (const conn of set) {
        if (!conn.alive) this.stats.heartbeatDropped += 1;
        conn.heartbeat();
      }
    }
  }

  /** Re-checks the sessions of sockets not checked for `sessionCheckMs`, 500 per query. */
  private async checkSessions(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const due: LiveConnection[] = [];
      const now = Date.now();
      for (const set of this.byUser.values()) {
        for (const conn of set) {
          if (now - conn.authCheckedAt >= this.opts.sessionCheckMs) due.push(conn);
        }
      }
      for (let i = 0; i < due.length; i += 500) {
        const batch = due.slice(i, i + 500);
        const valid = await validSessions(
          this.hubOpts.db,
          [...new Set(batch.map((c) => c.sessionId))],
          this.hubOpts.now(),
        );
        for (const conn of batch) {
          if (valid.has(conn.sessionId)) {
            conn.authCheckedAt = Date.now();
          } else if (conn.isOpen) {
            this.stats.sessionClosed += 1;
            conn.close(LIVE_CLOSE.unauthenticated, 'session ended', 'unauthenticated');
          }
        }
      }
    } catch (err) {
      this.hubOpts.log.warn({ err }, 'live: session check failed; retrying at the next tick');
    } finally {
      this.checking = false;
    }
  }
}
