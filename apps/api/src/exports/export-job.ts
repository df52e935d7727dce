import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_EXPORT_LINK_HOURS } from '@dating/core/contracts';
import { zipSync } from 'fflate';
import { mailSiteOf, memberFacts } from '../chat/notify';
import { intervalJob } from '../jobs/purge-scheduler';
import type { App } from '../types';
import { collectExport } from './collect';
import {
  claimQueuedExport,
  expireExports,
  hashExportToken,
  liveExportFiles,
  markExportFailed,
  markExportReady,
  requeueStaleBuilds,
} from './exports-repo';

const HOUR_MS = 3_600_000;
/** A build that has not finished after this long belonged to a process that died: it is queued again. */
export const STALE_BUILD_MS = 30 * 60_000;
const FILE_RE = /^[0-9a-f]{32}\.zip$/;

/** Where the ZIPs wait for their download: `<MEDIA_DIR>/exports` (never served by the media routes). */
export const exportsDir = (app: App): string => join(app.config.mediaDir, 'exports');

/** The page the mailed link opens: it needs the member logged in, then offers the file. */
export const exportLink = (app: App, token: string): string =>
  `${app.config.publicUrl}/data-export?token=${encodeURIComponent(token)}`;

/** A ZIP of the files: JSON compressed, photos (already WebP) stored as they are. */
export function zipFiles(files: Record<string, Uint8Array>, at: Date): Uint8Array {
  const entries: Parameters<typeof zipSync>[0] = {};
  for (const [path, data] of Object.entries(files)) {
    entries[path] = [data, { level: path.endsWith('.json') ? 6 : 0, mtime: at }];
  }
  return zipSync(entries);
}

export interface ExportRunResult {
  built: number;
  failed: number;
  expired: number;
}

/** Builds one claimed export: collect, zip, write, mark ready, mail the link. */
async function buildOne(app: App, row: { id: string; userId: string; locale: string }, now: Date) {
  const db = app.db.db;
  const files = await collectExport(db, app.media, row.userId, now);
  const member = await memberFacts(db, row.userId);
  if (!files || !member || member.status === 'pending_deletion') {
    await markExportFailed(db, row.id, 'member gone');
    return false;
  }
  const site = await mailSiteOf(app, member.siteId);
  if (!site) {
    await markExportFailed(db, row.id, 'no site to mail from');
    return false;
  }
  const zip = zipFiles(files, now);
  const dir = exportsDir(app);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(16).toString('hex')}.zip`;
  const tmp = join(dir, `${fileName}.tmp`);
  await writeFile(tmp, zip, { mode: 0o600 });
  await rename(tmp, join(dir, fileName));
  const token = randomBytes(32).toString('base64url');
  await markExportReady(db, row.id, {
    tokenHash: hashExportToken(token),
    fileName,
    bytes: zip.byteLength,
    readyAt: now,
    expiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS),
  });
  await app.mailer.send({
    kind: 'data_export',
    to: member.email,
    locale: row.locale as Parameters<App['mailer']['send']>[0]['locale'],
    site,
    data: { name: member.name, link: exportLink(app, token) },
    userId: row.userId,
  });
  return true;
}

/** Deletes expired files and any ZIP in the folder that no ready export points at (a purged account's). */
async function sweepFiles(app: App, now: Date): Promise<number> {
  const db = app.db.db;
  const expired = await expireExports(db, now);
  const dir = exportsDir(app);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return expired.length;
    throw err;
  }
  const zips = names.filter((n) => FILE_RE.test(n));
  const live = await liveExportFiles(db, zips);
  for (const name of zips) if (!live.has(name)) await rm(join(dir, name), { force: true });
  // Half-written files of a build that died (older than a stale build).
  for (const name of names.filter((n) => n.endsWith('.zip.tmp'))) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && info.mtimeMs < now.getTime() - STALE_BUILD_MS) await rm(join(dir, name), { force: true });
  }
  return expired.length;
}

/**
 * One run of the export job: expired files deleted, stale builds queued again, then every queued export
 * built and mailed (a failed build is marked failed and does not count against the member's daily request).
 */
export async function runDataExportJob(app: App): Promise<ExportRunResult> {
  const db = app.db.db;
  const now = app.config.now();
  const expired = await sweepFiles(app, now);
  await requeueStaleBuilds(db, new Date(now.getTime() - STALE_BUILD_MS));
  let built = 0;
  let failed = 0;
  for (;;) {
    const row = await claimQueuedExport(db, app.config.now());
    if (!row) break;
    try {
      if (await buildOne(app, row, app.config.now())) built++;
      else failed++;
    } catch (err) {
      failed++;
      app.log.error({ err, event: 'data_export_failed', export: row.id }, 'data export failed');
      await markExportFailed(db, row.id, err instanceof Error ? err.message : String(err));
    }
  }
  return { built, failed, expired };
}

interface Runner {
  running: Promise<void> | null;
  again: boolean;
}
const runners = new WeakMap<object, Runner>();

/**
 * Starts a run in the background now (a request was just queued). Runs never overlap: a kick during a run
 * makes one more run after it. Never throws.
 */
export function kickDataExports(app: App): void {
  let r = runners.get(app.db);
  if (!r) {
    r = { running: null, again: false };
    runners.set(app.db, r);
  }
  const runner = r;
  if (runner.running) {
    runner.again = true;
    return;
  }
  const loop = async (): Promise<void> => {
    do {
      runner.again = false;
      await runDataExportJob(app).catch((err: unknown) => {
        app.log.error({ err, event: 'data_export_job_failed' }, 'data export job failed');
      });
    } while (runner.again);
  };
  runner.running = loop().finally(() => {
    runner.running = null;
  });
}

/** Resolves when the background runs started by `kickDataExports` have finished. */
export async function dataExportsIdle(app: App): Promise<void> {
  const r = runners.get(app.db);
  while (r?.running) await r.running;
}

/** The export job at start and then every `intervalMs` (leftovers, expiry); requests also kick it at once. */
export const startDataExportScheduler = intervalJob(
  { event: 'data_export_job_failed', msg: 'data export job failed' },
  async (app) => {
    const r = await runDataExportJob(app);
    if (r.built + r.failed + r.expired > 0) app.log.info({ event: 'data_exports', ...r }, 'data exports');
    await dataExportsIdle(app);
  },
);
