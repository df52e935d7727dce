import { randomUUID } from 'node:crypto';
import { type DbHandle, schema } from '@dating/db';
import type { CreateMemberOptions } from '@dating/db/seed';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BuildAppOptions } from '../../src/app';
import type { App } from '../../src/types';
import { setupTestApp, useForTests, type TestContext } from '../helper';
import { actor, type Actor } from '../profiles-helper';

export const OPERATOR_TOKEN = 'chat-test-operator-token-0123456789';
export const HOST = { authorization: `Bearer ${OPERATOR_TOKEN}` } as const;

export type { Actor };

/** A logged-in member (factory defaults: active, confirmed, free, 0 credits). */
export const member = (app: App, db: DbHandle, o: CreateMemberOptions = {}) => actor(app, db, o);

export const clientId = () => randomUUID();

/** POST /api/messages.php as `who`. */
export function send(app: App, who: Actor, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/messages.php', headers: { cookie: who.cookie }, payload });
}

/** A text to `profile` (or into `conversation`) with a fresh client id. */
export function sendText(
  app: App,
  who: Actor,
  to: { profile?: string; conversation?: string },
  body = 'Hi!',
) {
  return send(app, who, { ...to, kind: 'text', body, client_id: clientId() });
}

/** A gift (a key of GET /api/gifts.php) to `profile` (or into `conversation`) with a fresh client id. */
export function sendGift(
  app: App,
  who: Actor,
  to: { profile?: string; conversation?: string },
  gift: string,
) {
  return send(app, who, { ...to, kind: 'gift', gift, client_id: clientId() });
}

export function get(app: App, who: Actor | null, url: string) {
  return app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

/** `useTestApp(opts)` with these chat settings (prices, history limit) on every site. */
export const useChatApp = (
  settings: Record<string, unknown>,
  opts: Partial<BuildAppOptions> = {},
): TestContext =>
  useForTests(async () => {
    const ctx = await setupTestApp(opts);
    await setSiteSettings(ctx.db, settings);
    return ctx;
  });

/** Sets chat settings on every site (prices, history limit). */
export async function setSiteSettings(db: DbHandle, patch: Record<string, unknown>): Promise<void> {
  await db.db
    .update(schema.sites)
    .set({ settings: sql`${schema.sites.settings} || ${JSON.stringify(patch)}::jsonb` });
}

export async function creditsOf(db: DbHandle, id: string): Promise<number> {
  const [row] = await db.db
    .select({ c: schema.users.credits })
    .from(schema.users)
    .where(eq(schema.users.id, id));
  return row!.c;
}

export async function ledgerSumOf(db: DbHandle, id: string): Promise<number> {
  const [row] = await db.db
    .select({ s: sql<string | null>`sum(${schema.creditLedger.amount})` })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.userId, id));
  return Number(row?.s ?? 0);
}

/** The member's balance is `credits`, and so is the sum of their ledger entries. */
export async function expectBalance(db: DbHandle, id: string, credits: number): Promise<void> {
  expect(await creditsOf(db, id), 'users.credits').toBe(credits);
  expect(await ledgerSumOf(db, id), 'ledger sum').toBe(credits);
}

/** Row counts of every table the chat writes, and the sum of balances: equal before and after refused calls. */
export async function chatFootprint(db: DbHandle) {
  const [row] = await db.db
    .select({
      conversations: sql<string>`(select count(*) from conversations)`,
      messages: sql<string>`(select count(*) from messages)`,
      markers: sql<string>`(select coalesce(sum(last_read_seq + hidden_up_to_seq), 0) || ':' || count(*) from read_markers)`,
      ledger: sql<string>`(select count(*) from credit_ledger)`,
      credits: sql<string>`(select coalesce(sum(credits), 0) from users)`,
      photos: sql<string>`(select count(*) from chat_photos)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}
