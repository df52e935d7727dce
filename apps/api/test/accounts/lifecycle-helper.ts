import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrate, photoFiles, seed, type DbHandle } from '@dating/db';
import { createMember, type CreateMemberOptions, type CreatedMember } from '@dating/db/seed';
import { mailbox } from '@dating/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { accountDeletionRoutes } from '../../src/accounts/account-deletion-routes';
import { mailChangeRoutes } from '../../src/accounts/mail-change-routes';
import { passwordRoutes } from '../../src/accounts/password-routes';
import type { App } from '../../src/types';
import { CLIENT, expectEnvelope } from '../helper';

export const PUBLIC_URL = 'http://localhost:3000';
export const PASSWORD = 'correct-horse-1';

/** A clock the tests move by hand; the app, the mailer and the jobs all read it. */
export class FakeClock {
  private t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

/** Migrating and seeding a fresh database is slow on a loaded two-core machine. */
export const SETUP_TIMEOUT = 180_000;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export interface LifecycleContext {
  app: App;
  db: DbHandle;
  clock: FakeClock;
  mediaDir: string;
  close(): Promise<void>;
}

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A seeded in-memory PGlite (or a throw-away database at TEST_DATABASE_URL), the app on a movable clock with
 * the mailbox-mode mailer, and the account lifecycle routes (registered here until app.ts does it).
 */
export async function setupLifecycle(): Promise<LifecycleContext> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-lifecycle-'));
  const base = process.env.TEST_DATABASE_URL;
  let drop: (() => Promise<void>) | null = null;
  let db: DbHandle;
  if (base) {
    const name = `api_lifecycle_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await createDb({ databaseUrl: base });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = await createDb({ databaseUrl: url.toString() });
    drop = async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    };
  } else {
    db = await createDb({ dataDir: 'memory://' });
  }
  await migrate(db);
  await seed(db, { members: 2, mediaDir, domain: 'localhost' });
  const clock = new FakeClock();
  const app = await buildApp({
    db,
    mediaDir,
    publicUrl: PUBLIC_URL,
    now: clock.now,
    loginRateLimit: { max: 10_000, timeWindow: 60_000 },
  });
  if (!app.hasRoute({ method: 'POST', url: '/api/reset-password.php' })) {
    await app.register(passwordRoutes, { prefix: '/api' });
  }
  if (!app.hasRoute({ method: 'POST', url: '/api/mail-change.php' })) {
    await app.register(mailChangeRoutes, { prefix: '/api' });
  }
  if (!app.hasRoute({ method: 'DELETE', url: '/api/account.php' })) {
    await app.register(accountDeletionRoutes, { prefix: '/api' });
  }
  await app.ready();
  return {
    app,
    db,
    clock,
    mediaDir,
    async close() {
      await app.close();
      await db.close();
      if (drop) await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A member who can log in with PASSWORD, whose main photo's renditions exist on disk. */
export async function member(
  ctx: LifecycleContext,
  o: CreateMemberOptions = {},
): Promise<CreatedMember & { password: string; photoKey: string }> {
  const m = await createMember(ctx.db.db, { password: PASSWORD, ...o });
  if (!m.photoKey) throw new Error('member without photo');
  const files = photoFiles(m.photoKey);
  await writeFile(join(ctx.mediaDir, files.full), 'full');
  await writeFile(join(ctx.mediaDir, files.thumb), 'thumb');
  return { ...m, password: PASSWORD, photoKey: m.photoKey };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'auth._token');
  if (!c?.value) throw new Error(`no session cookie (${res.statusCode} ${res.body})`);
  return c.value;
}

export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const res = await loginRaw(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

export function loginRaw(app: App, email: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT,
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

/** GET /api/user.php with that session: its status (200 alive, 403 dead). */
export async function sessionStatus(app: App, token: string): Promise<number> {
  const res = await app.inject({
    url: '/api/user.php',
    headers: { ...CLIENT, cookie: `auth._token=${token}` },
  });
  return res.statusCode;
}

/** Mails to an address, newest first. */
export async function mailsTo(ctx: LifecycleContext, to: string) {
  return ctx.db.db
    .select({
      subject: mailbox.subject,
      text: mailbox.text,
      html: mailbox.html,
      createdAt: mailbox.createdAt,
    })
    .from(mailbox)
    .where(eq(sql`lower(${mailbox.toAddress})`, to.toLowerCase()))
    .orderBy(desc(mailbox.createdAt));
}

/** The link of the newest mail to `to` whose URL starts with PUBLIC_URL + `path`. */
export async function linkFromMail(ctx: LifecycleContext, to: string, path: string): Promise<URL> {
  const [mail] = await mailsTo(ctx, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const escaped = `${PUBLIC_URL}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`${escaped}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(found[0]);
}

export function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
}

/** Asserts an error envelope with that status, code and `errors.<code>` message. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(expectEnvelope(res).error).toMatchObject({ code, message: `errors.${code}` });
}
