import type { App } from '../types';
import type { LiveBus } from './bus';
import { LiveHub, type LiveOptions } from './hub';

export interface LiveAppOptions {
  /** REDIS_URL: API processes fan live events out through Redis pub/sub; without it an in-process bus. */
  redisUrl?: string;
  /** Limits of the live channel and, for tests, a bus or Redis channel of one's own. */
  live?: Partial<LiveOptions> & { bus?: LiveBus; redisChannel?: string };
}

/** Decorates `app.live` (the hub), connects its bus and closes it with the app. */
export async function registerLiveHub(app: App, opts: LiveAppOptions): Promise<void> {
  const { bus, redisChannel, ...options } = opts.live ?? {};
  const hub = new LiveHub({
    db: app.db.db,
    log: app.log,
    now: app.config.now,
    redisUrl: opts.redisUrl,
    redisChannel,
    bus,
    options,
  });
  await hub.start();
  app.decorate('live', hub);
  app.addHook('onClose', async () => hub.close());
}
