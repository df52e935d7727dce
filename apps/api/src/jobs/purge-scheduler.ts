import type { App } from '../types';
import { forgetOldLoginFailures } from '../accounts/user-repo';
import { purgeExpiredAccounts } from './purge-accounts';

/**
 * Runs the account purge at start and then every `intervalMs`, with the app's clock and media folder.
 * Runs never overlap; a failed run is logged and the next one tries again. The returned function stops
 * the timer and waits for a run in progress. One API process runs it; a job runner on PostgreSQL (e.g.
 * pg-boss) takes over when scaled out.
 */
export function startPurgeScheduler(app: App, opts: { intervalMs: number }): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = (): void => {
    if (stopped || running) return;
    running = purgeExpiredAccounts(app.db.db, { now: app.config.now(), media: app.media })
      .then(async ({ purged }) => {
        if (purged > 0) app.log.info({ event: 'accounts_purged', purged }, 'purged deleted accounts');
        await forgetOldLoginFailures(app.db.db, app.config.now());
      })
      .catch((err: unknown) => {
        app.log.error({ err, event: 'accounts_purge_failed' }, 'account purge failed');
      })
      .finally(() => {
        running = null;
      });
  };

  tick();
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (running) await running;
  };
}
