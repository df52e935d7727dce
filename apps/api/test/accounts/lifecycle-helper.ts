import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoFiles, type DbHandle } from '@dating/db';
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
import { CLIENT, postLogin, expectEnvelope, seededTestDatabase, useForTests } from '../helper';

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

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export interface LifecycleContext {
  app: App;
  db: DbHandle;
  clock: FakeClock;
  mediaDir: string;
  close(): Promise<void>;
  /** A member who can log in with PASSWORD, whose main photo's renditions exist on disk. */
  member(o?: CreateMemberOptions): Promise<CreatedMember & { password: string; photoKey: string }>;
  /** Logs in (200 expected) and answers the session token. */
  login(email: string, password?: string): Promise<string>;
  /** POST /api/user.php from a fresh IP, as it answers. */
  loginRaw(email: string, password?: string): Promise<LightMyRequestResponse>;
  /** GET /api/user.php with that session: its status (200 alive, 403 dead). */
  sessionStatus(token: string): Promise<number>;
  /** Mails to an address, newest first. */
  mailsTo(to: string): ReturnType<typeof mailsTo>;
  /** The link of the newest mail to `to` whose URL starts with PUBLIC_URL + `path`. */
  linkFromMail(to: string, path: string): Promise<URL>;
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
  const { db, dropDatabase } = await seededTestDatabase('api_lifecycle', 2, mediaDir);
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
  const ctx: LifecycleContext = {
    app,
    db,
    clock,
    mediaDir,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
      await rm(mediaDir, { recursive: true, force: true });
    },
    member: (o) => member(ctx, o),
    login: (email, password) => login(app, email, password),
    loginRaw: (email, password) => loginRaw(app, email, password),
    sessionStatus: (token) => sessionStatus(app, token),
    mailsTo: (to) => mailsTo(db, to),
    linkFromMail: (to, path) => linkFromMail(db, to, path),
  };
  return ctx;
}

/** The lifecycle context of a test file: set up before its tests (`setupLifecycle`), closed after them. */
export const useLifecycle = (): LifecycleContext => useForTests(setupLifecycle);

async function member(
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

async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const res = await loginRaw(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

function loginRaw(app: App, email: string, password = PASSWORD) {
  return postLogin(app, { email, password }, { remoteAddress: freshIp() });
}

async function sessionStatus(app: App, token: string): Promise<number> {
  const res = await app.inject({
    url: '/api/user.php',
    headers: { ...CLIENT, cookie: `auth._token=${token}` },
  });
  return res.statusCode;
}

function mailsTo(db: DbHandle, to: string) {
  return db.db
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

async function linkFromMail(db: DbHandle, to: string, path: string): Promise<URL> {
  const [mail] = await mailsTo(db, to);
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
