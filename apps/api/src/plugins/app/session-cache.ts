import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The in-process cache of session lookups (ADR 0032): token hash → the session's member and expiry, so that an
 * authenticated read costs no round trip for its session. It holds identity only (member id, session id, the
 * session's expiry): nothing a member can change (e-mail, language, credits, premium) is cached here.
 *
 * Correctness, in order:
 *   1. an entry lives `ttlMs` at most and never past its session's `expires_at`;
 *   2. revocations go through `sessions-repo` (`revokeSession`, `revokeUserSessions`: logout, login rotation,
 *      password change or reset, account deletion, ban), which tell every cache of this process at once
 *      (`announceRevocation`) and, with Redis, every other process;
 *   3. a revocation can be announced inside a transaction that has not committed yet: a lookup started
 *      before the commit would still see the live row. So a revoked member or token is not cached again for
 *      `guardMs` (the database answers for it meanwhile), and a lookup that was under way when any
 *      revocation arrived is not stored (`epoch`);
 *   4. without Redis, other processes learn nothing: the TTL bounds how long they may still accept the
 *      session. While the Redis subscription is lost nothing is cached, and everything is dropped when it is
 *      back (messages sent meanwhile are lost).
 */
export interface CachedSession {
  userId: string;
  sessionId: string;
  /** The session's `expires_at`, epoch ms. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted (default 5 s); 0 turns the cache off. */
  ttlMs?: number;
  /** How long a revoked member or token stays uncacheable (default 30 s; longer than any transaction). */
  guardMs?: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries?: number;
  /** REDIS_URL: revocations reach the caches of every API process through this pub/sub channel. */
  redisUrl?: string;
  redisChannel?: string;
  now: () => number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export type Revocation = { user: string } | { token: string } | { sites: true };

/** Every session cache of this process (several apps in one process in tests). */
const caches = new Set<SessionCache>();

/**
 * A revocation, told to every cache of this process and published by each to the other processes. Called by
 * `sessions-repo` whenever it revokes, possibly inside a transaction (see point 3 above).
 */
export function announceRevocation(r: Revocation): void {
  for (const cache of caches) cache.revoke(r, true);
}

export class SessionCache {
  readonly ttlMs: number;
  private readonly guardMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedSession & { until: number }>();
  /** Member id or token hash → until when it must not be cached. */
  private readonly guards = new Map<string, number>();
  /** Bumped on every revocation: a lookup under way across a bump is not stored. */
  private epoch = 0;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  /** With Redis: whether the subscription is up (else nothing is cached). */
  private listening: boolean;
  private closing = false;
  /** Called when any process changed the sites' settings (see `site/settings-changed`). */
  onSitesChanged: (() => void) | null = null;

  constructor(private readonly opts: SessionCacheOptions) {
    this.ttlMs = opts.ttlMs ?? 5_000;
    this.guardMs = opts.guardMs ?? 30_000;
    this.maxEntries = opts.maxEntries ?? 100_000;
    this.now = opts.now;
    this.channel = opts.redisChannel ?? 'cache:sessions';
    this.listening = !opts.redisUrl;
    caches.add(this);
  }

  /** Connects to Redis (when configured) and waits up to 5 s for the subscription. */
  async start(): Promise<void> {
    if (!this.opts.redisUrl) return;
    const retryStrategy = (times: number) => Math.min(100 * 2 ** Math.min(times, 5), 2_000);
    this.pub = new Redis(this.opts.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
      retryStrategy,
    });
    this.sub = new Redis(this.opts.redisUrl, {
      maxRetriesPerRequest: null,
      connectTimeout: 5_000,
      retryStrategy,
    });
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.sub.on('close', () => {
      if (this.closing || !this.listening) return;
      this.listening = false;
      this.entries.clear();
      this.opts.log?.warn(
        { channel: this.channel },
        'session cache: lost the Redis subscription; not caching',
      );
    });
    this.sub.on('message', (_channel: string, payload: string) => {
      let msg: { o?: string; r?: Revocation };
      try {
        msg = JSON.parse(payload) as typeof msg;
      } catch {
        return;
      }
      if (msg.o !== this.origin && msg.r) this.revoke(msg.r, false);
    });
    this.sub.on('ready', () => {
      // Settings changed while the subscription was away are not heard: drop them too.
      if (!this.closing && !this.listening) this.onSitesChanged?.();
    });
    const subscribed = this.sub.subscribe(this.channel).then(
      () => true,
      () => false,
    );
    // ioredis subscribes again after a reconnect; only then may the cache trust its entries again.
    this.sub.on('ready', () => {
      if (this.closing || this.listening) return;
      void this.sub!.subscribe(this.channel).then(
        () => {
          this.entries.clear();
          this.epoch += 1;
          this.listening = true;
          this.opts.log?.info({ channel: this.channel }, 'session cache: Redis subscription back');
        },
        () => undefined,
      );
    });
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
    if (await Promise.race([subscribed, timeout])) this.listening = true;
    else
      this.opts.log?.warn({ channel: this.channel }, 'session cache: Redis unreachable; not caching for now');
  }

  /** The cached session of a token hash, if it may still be trusted. */
  get(tokenHash: string): CachedSession | null {
    const e = this.entries.get(tokenHash);
    if (!e) return null;
    const now = this.now();
    if (now >= e.until || now >= e.expiresAt || !this.listening) {
      this.entries.delete(tokenHash);
      return null;
    }
    return e;
  }

  /** A token for `put`: the cache's epoch when the lookup started. */
  ticket(): number {
    return this.epoch;
  }

  /** Stores what a lookup that started at `ticket` found, unless a revocation came in meanwhile. */
  put(tokenHash: string, session: CachedSession, ticket: number): void {
    if (this.ttlMs <= 0 || !this.listening || ticket !== this.epoch) return;
    const now = this.now();
    if (this.guarded(session.userId, now) || this.guarded(tokenHash, now)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { ...session, until: now + this.ttlMs });
  }

  /** Forgets a member's or a token's entries at once; `publish`: tell the other processes too. */
  revoke(r: Revocation, publish: boolean): void {
    const now = this.now();
    if ('sites' in r) {
      this.onSitesChanged?.();
    } else if ('token' in r) {
      this.epoch += 1;
      this.entries.delete(r.token);
      this.guards.set(r.token, now + this.guardMs);
    } else {
      this.epoch += 1;
      for (const [hash, e] of this.entries) if (e.userId === r.user) this.entries.delete(hash);
      this.guards.set(r.user, now + this.guardMs);
    }
    if (this.guards.size > 10_000)
      for (const [k, until] of this.guards) if (until <= now) this.guards.delete(k);
    if (publish && this.pub) {
      const pub = this.pub;
      const payload = JSON.stringify({ o: this.origin, r });
      if (pub.status === 'ready') pub.publish(this.channel, payload).catch(() => undefined);
      else
        this.opts.log?.warn({ channel: this.channel }, 'session cache: Redis away; revocation not published');
    }
  }

  private guarded(key: string, now: number): boolean {
    const until = this.guards.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.guards.delete(key);
    return false;
  }

  async close(): Promise<void> {
    this.closing = true;
    caches.delete(this);
    this.entries.clear();
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Session lookups of this process (ADR 0032); see `resolveSession`. */
    sessionCache: SessionCache;
  }
}
