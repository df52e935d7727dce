import { queryRows, schema, type DbHandle } from '@dating/db';
import { listMailbox, extractLinks } from '@dating/mail';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/types';
import { invalidateSiteSettings } from '../src/site/settings-repo';
import { postLogin } from './helper';

/** A clock the tests move by hand. */
export class Clock {
  constructor(private t = Date.parse('2026-03-01T12:00:00Z')) {}
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** Migrating and seeding a database takes a while on a loaded machine. */
export const SETUP_TIMEOUT = 180_000;

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of one test do not leak into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'new'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@example.com`;
}

export const PASSWORD = 'a-long-enough-password';

export function signupBody(over: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    name: 'Sam',
    password: PASSWORD,
    date_of_birth: '1990-05-17',
    gender: 'male',
    sexuality: 'hetero',
    ...over,
  };
}

export function signup(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: body,
    headers,
    remoteAddress: nextIp(),
  });
}

export function cookieOf(res: LightMyRequestResponse, name = 'auth._token'): string {
  const c = res.cookies.find((x) => x.name === name);
  if (!c?.value) throw new Error(`no ${name} cookie (${res.statusCode} ${res.body})`);
  return c.value;
}

/** Sets one key of the default site's settings (jsonb). */
export async function setSiteSetting(db: DbHandle, key: string, value: unknown): Promise<void> {
  await db.db.update(schema.sites).set({
    settings: sql`jsonb_set(${schema.sites.settings}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
  });
  // The API caches site settings (ADR 0032); a change behind its back says so, as an operator's would.
  invalidateSiteSettings(db.db);
}

/** Mails stored for an address, newest first, with their links. */
export async function mailsTo(db: DbHandle, to: string) {
  const mails = await listMailbox(db.db, { to });
  return mails.map((m) => ({ ...m, links: extractLinks(m) }));
}

/** POST /api/user.php as the members app does (`X-Request-Type: client`), from a fresh IP; the cookie optional. */
export function loginFromFreshIp(app: App, email: string, password: string, cookie?: string) {
  return postLogin(
    app,
    { email, password },
    { headers: { ...(cookie ? { cookie } : {}) }, remoteAddress: nextIp() },
  );
}

/** The `users` row of an address (case-insensitive), or undefined. */
export async function userRow(db: DbHandle, email: string) {
  const [row] = await db.db
    .select()
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()));
  return row;
}

export async function countRows(db: DbHandle, table: 'users' | 'profiles' | 'credit_ledger' | 'sessions') {
  const rows = await queryRows<{ n: number }>(db.db, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(rows[0]?.n ?? 0);
}
