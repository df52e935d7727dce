import { randomUUID } from 'node:crypto';
import type { TLivePublishedEvent } from '@dating/core/contracts';
import { Redis } from 'ioredis';

/** Delivers an event to this process's sockets of those members. */
export type LocalDelivery = (userIds: readonly string[], event: TLivePublishedEvent, json: string) => void;

/**
 * How an event published in one API process reaches the sockets held by every process (ADR 0016). The bus
 * always delivers to this process's own sockets at once; a shared bus also forwards to the other processes.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'redis';
  /** Starts delivering: `deliver` for every event, `resync` when events may have been missed (reconnect). */
  start(deliver: LocalDelivery, resync: () => void): Promise<void>;
  publish(userIds: readonly string[], event: TLivePublishedEvent): void;
  close(): Promise<void>;
}

/** One process: the event goes straight to this process's sockets. */
export function createMemoryBus(): LiveBus {
  let deliver: LocalDelivery | null = null;
  return {
    kind: 'memory',
    async start(d) {
      deliver = d;
    },
    publish(userIds, event) {
      deliver?.(userIds, event, JSON.stringify(event));
    },
    async close() {
      deliver = null;
    },
  };
}

export interface RedisBusOptions {
  url: string;
  /** Pub/sub channel shared by the processes of one deployment (default `live:events`). */
  channel?: string;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

interface Envelope {
  /** The publishing process, which has delivered to its own sockets already. */
  o: string;
  u: readonly string[];
  e: TLivePublishedEvent;
}

/**
 * Several processes: each publishes to one Redis pub/sub channel and delivers what the others publish. Pub/sub
 * is at-most-once: while Redis is away events to other processes are dropped, never queued (the publisher has no
 * offline queue), and when the subscriber is back every local socket is told to `resync` — the messages
 * themselves are in the database and come back through `resume` or the next event's gap check.
 */
export function createRedisBus(opts: RedisBusOptions): LiveBus {
  const channel = opts.channel ?? 'live:events';
  const origin = randomUUID();
  const retryStrategy = (times: number) => Math.min(100 * 2 ** Math.min(times, 5), 2_000);
  // The publisher never queues: an event that cannot go now is dropped (the database has it).
  const pub = new Redis(opts.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy,
  });
  // The subscriber waits for Redis as long as it takes and subscribes again after every reconnect.
  const sub = new Redis(opts.url, { maxRetriesPerRequest: null, connectTimeout: 5_000, retryStrategy });
  let deliver: LocalDelivery | null = null;
  let resync: (() => void) | null = null;
  let lostSub = false;
  let closing = false;
  let dropped = 0;

  // Without listeners an unreachable Redis would be an unhandled 'error' event; ioredis reconnects by itself.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  sub.on('close', () => {
    if (!closing && !lostSub) {
      lostSub = true;
      opts.log?.warn({ channel }, 'live bus: lost the Redis subscription; reconnecting');
    }
  });
  sub.on('ready', () => {
    // ioredis subscribes again on reconnect; whatever was published meanwhile is missed here.
    if (lostSub) {
      lostSub = false;
      opts.log?.info({ channel }, 'live bus: Redis subscription back; asking sockets to resync');
      resync?.();
    }
  });
  sub.on('message', (_channel: string, payload: string) => {
    let env: Envelope;
    try {
      env = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (env.o === origin || !Array.isArray(env.u)) return;
    deliver?.(env.u, env.e, JSON.stringify(env.e));
  });

  return {
    kind: 'redis',
    async start(d, r) {
      deliver = d;
      resync = r;
      const subscribed = sub.subscribe(channel).then(() => true);
      subscribed.catch(() => undefined);
      const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
      if (!(await Promise.race([subscribed, timeout]))) {
        // Start anyway: events stay in this process until Redis answers, then sockets are told to resync.
        lostSub = true;
        opts.log?.warn({ channel }, 'live bus: Redis unreachable; delivering in this process only for now');
      }
    },
    publish(userIds, event) {
      const json = JSON.stringify(event);
      deliver?.(userIds, event, json);
      if (pub.status !== 'ready') {
        dropped += 1;
        return;
      }
      pub
        .publish(channel, JSON.stringify({ o: origin, u: userIds, e: event } satisfies Envelope))
        .catch(() => {
          dropped += 1;
        });
    },
    async close() {
      closing = true;
      deliver = null;
      resync = null;
      if (dropped > 0) opts.log?.info({ dropped }, 'live bus: events not forwarded while Redis was away');
      pub.disconnect();
      sub.disconnect();
    },
  };
}
