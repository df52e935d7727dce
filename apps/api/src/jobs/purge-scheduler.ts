import { purgeOldReports } from '../reports/reports-repo';
import type { App } from '../types';
import { forgetOldLoginFailures } from '../accounts/user-repo';
import { purgeExpiredAccounts } from './purge-accounts';

/**
 * The scheduler of a background job: given the app and `intervalMs`, it runs `run` at start and then every
 * `intervalMs`. Runs never overlap; a failed run is logged with `failure` and the next one tries again. The
 * scheduler returns a function that stops the timer and waits for a run in progress. One API process runs the
 * jobs; a job runner on PostgreSQL (e.g. pg-boss) takes over when scaled out.
 */
export const intervalJob =
  (failure: { event: string; msg: string }, run: (app: App) => Promise<void>) =>
  (app: App, opts: { intervalMs: number }): (() => Promise<void>) => {
    let running: Promise<void> | null = null;
    let stopped = false;

    const tick = (): void => {
      if (stopped || running) return;
      running = run(app)
        .catch((err: unknown) => {
          app.log.error({ err, event: failure.event }, failure.msg);
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
  };

/** Runs the account purge at start and then every `intervalMs`, with the app's clock and media folder. */
export const startPurgeScheduler = intervalJob(
  { event: 'accounts_purge_failed', msg: 'account purge failed' },
  async (app) => {
    const { purged } = await purgeExpiredAccounts(app.db.db, { now: app.config.now(), media: app.media });
    if (purged > 0) app.log.info({ event: 'accounts_purged', purged }, 'purged deleted accounts');
    await forgetOldLoginFailures(app.db.db, app.config.now());
    await purgeOldReports(app.db.db, app.config.now()); // retention of ADR 0034
  },
);
