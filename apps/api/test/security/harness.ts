// Shared machinery of the security battery (issue 19, targets S1, S3, S4, S14, S15): the app under test, the
// operations of its OpenAPI document, members to act as, a database change detector and response checks.
// Imports only the app's public entry (via ../helper) and @dating/db, never files under src/ that move.
import { mulberry32 } from '@dating/db';
import { createMember, type CreateMemberOptions } from '@dating/db/seed';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ZErrorEnvelope } from '@dating/core/contracts';
import { postLogin, setupTestApp, type TestContext } from '../helper';

export type App = TestContext['app'];
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A JSON schema as the OpenAPI document carries it (the subset zod emits). */
export interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
}

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  /** "PUT /api/profile.php" (with a fixed query such as `?push=1` when the document has one). */
  key: string;
  method: string;
  /** Path template, e.g. `/api/media/{file}`, without the fixed query. */
  path: string;
  /** Query the document fixes in the path key (`/api/user.php?push=1`). */
  fixedQuery: Record<string, string>;
  query: Param[];
  params: Param[];
  body: JsonSchema | null;
  bodyRequired: boolean;
  bodyTypes: string[];
  /** Declares the session (or operator) security scheme. */
  secured: boolean;
  responses: string[];
}

export const BATTERY_PASSWORD = 'battery-password-long-enough';
export const OPERATOR_TOKEN = 'battery-operator-token-0123456789abcdef';

/**
 * The app under test: the seeded database of every route test, with the per-IP limits raised so that the
 * battery reaches validation instead of a 429, the operator calls and the dev mailbox registered (so that
 * they are walked too).
 */
export async function setupSecurityApp(): Promise<TestContext> {
  const high = { max: 1_000_000, timeWindow: 60_000 };
  return setupTestApp({
    signupRateLimit: high,
    uploadRateLimit: high,
    pushRateLimit: high,
    operatorToken: OPERATOR_TOKEN,
    devMailbox: 'on',
  });
}

/** Every operation of GET /api/docs/json; new endpoints join the battery by being documented. */
export async function openApiOperations(app: App): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const ops: Operation[] = [];
  for (const [key, item] of Object.entries(doc.paths)) {
    const [path, qs] = key.split('?') as [string, string | undefined];
    const fixedQuery = Object.fromEntries(new URLSearchParams(qs ?? ''));
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as {
        parameters?: Param[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
        responses?: Record<string, unknown>;
      };
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? null;
      ops.push({
        key: `${method.toUpperCase()} ${key}`,
        method: method.toUpperCase(),
        path,
        fixedQuery,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        params: (op.parameters ?? []).filter((p) => p.in === 'path'),
        body: json,
        bodyRequired: op.requestBody?.required ?? false,
        bodyTypes: Object.keys(content),
        secured: (op.security ?? []).length > 0,
        responses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return ops;
}

/** The URL of an operation with path parameters and a query filled in. */
export function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string> | string) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
  const fixed = new URLSearchParams(op.fixedQuery).toString();
  const rest = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  const qs = [fixed, rest].filter(Boolean).join('&');
  return qs ? `${path}?${qs}` : path;
}

// ---------------------------------------------------------------------------------------------------------
// Members to act as

/** A member created by the factory and logged in through the real user call. */
export interface Actor {
  id: string;
  email: string;
  /** The `cookie` header of the session ('' for a visitor). */
  cookie: string;
  /** The raw session token ('' for a visitor). */
  token: string;
  /** The address the member logged in from (stored with the session). */
  ip: string;
}

let ipCounter = 0;
/** A fresh client address per call (198.18.0.0/15, the benchmarking range): per-IP limits never trigger. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.${18 + ((ipCounter >> 16) & 1)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function createActor(
  ctx: TestContext,
  o: CreateMemberOptions & { loginIp?: string } = {},
): Promise<Actor> {
  const { loginIp, ...memberOpts } = o;
  const m = await createMember(ctx.db.db, { password: BATTERY_PASSWORD, ...memberOpts });
  const ip = loginIp ?? nextIp();
  const { token } = await loginAs(ctx.app, m.email, ip);
  return { id: m.id, email: m.email, cookie: `auth._token=${token}`, token, ip };
}

export async function loginAs(app: App, email: string, ip = nextIp()) {
  const res = await postLogin(app, { email, password: BATTERY_PASSWORD }, { remoteAddress: ip });
  const token = res.cookies.find((c) => c.name === 'auth._token')?.value;
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { token, res };
}

export const VISITOR: Actor = { id: '', email: '', cookie: '', token: '', ip: '' };

// ---------------------------------------------------------------------------------------------------------
// Database change detector

/**
 * Columns a request may change without changing anything a member or the business sees: the activity
 * marks written whenever a session is resolved (a conditional update, at most once per 5 minutes). Every
 * other column of every table counts.
 */
export const VOLATILE_COLUMNS: Record<string, string[]> = {
  users: ['last_seen_at'],
  profiles: ['active_at'],
  sessions: ['last_seen_at'],
};

/**
 * Installs row-level triggers on every table of the public schema that count each inserted, deleted or
 * really changed row (ignoring VOLATILE_COLUMNS) in `battery.changes`. `changeCount()` is then one cheap read,
 * so every single request of the battery can be checked.
 */
export async function installChangeDetector(ctx: TestContext): Promise<void> {
  const db = ctx.db.db;
  await db.execute(sql.raw(`create schema if not exists battery`));
  await db.execute(
    sql.raw(
      `create table if not exists battery.changes (id bigserial primary key, tbl text not null, op text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function battery.record_change() returns trigger language plpgsql as $$
declare
  skip text[] := coalesce(TG_ARGV::text[], '{}');
begin
  if TG_OP = 'UPDATE' and (to_jsonb(OLD) - skip) = (to_jsonb(NEW) - skip) then
    return null;
  end if;
  insert into battery.changes (tbl, op) values (TG_TABLE_NAME, TG_OP);
  return null;
end $$`),
  );
  const tables = (await db.execute(
    sql.raw(`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`),
  )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
  const rows = Array.isArray(tables) ? tables : (tables.rows ?? []);
  for (const { table_name: t } of rows) {
    const args = (VOLATILE_COLUMNS[t] ?? []).map((c) => `'${c}'`).join(', ');
    await db.execute(sql.raw(`drop trigger if exists battery_change on "${t}"`));
    await db.execute(
      sql.raw(`create trigger battery_change after insert or update or delete on "${t}"
        for each row execute function battery.record_change(${args})`),
    );
  }
}

/** How many row changes the detector has recorded so far. */
export async function changeCount(ctx: TestContext): Promise<number> {
  const r = (await ctx.db.db.execute(
    sql.raw(`select coalesce(max(id), 0)::int as n from battery.changes`),
  )) as unknown as { rows?: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(r) ? r : (r.rows ?? []);
  return Number(rows[0]?.n ?? 0);
}

/** The tables changed after change number `since` (for failure messages). */
export async function changesSince(ctx: TestContext, since: number): Promise<string[]> {
  const r = (await ctx.db.db.execute(
    sql.raw(
      `select tbl || ':' || op as c, count(*)::int as n from battery.changes where id > ${Number(since)} group by 1 order by 1`,
    ),
  )) as unknown as { rows?: { c: string; n: number }[] } | { c: string; n: number }[];
  const rows = Array.isArray(r) ? r : (r.rows ?? []);
  return rows.map((x) => `${x.c}×${x.n}`);
}

// ---------------------------------------------------------------------------------------------------------
// Response checks

const STACK_PATTERNS = [
  /\n\s+at [^\n]+\(/, // "    at fn (file:line)"
  /\bat [\w$.<>]+ \((?:file:|\/|node:)/,
  /node_modules\//,
  /\/src\/[\w/-]+\.(?:ts|js):\d+/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError): /,
  /\bPostgresError\b|\bdrizzle\b|\bpglite\b/i,
];

/** Why a response shows internals (a stack trace, a file path, a driver error), or null. */
export function stackTraceIn(body: string): string | null {
  for (const p of STACK_PATTERNS) if (p.test(body)) return `matches ${p}`;
  return null;
}

/** Why a 4xx/5xx response is not a clean error envelope, or null when it is. */
export function envelopeProblem(res: LightMyRequestResponse): string | null {
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return `not JSON (${res.headers['content-type']}): ${res.body.slice(0, 80)}`;
  }
  const parsed = ZErrorEnvelope.safeParse(json);
  if (!parsed.success) return `not the envelope: ${res.body.slice(0, 120)}`;
  if (parsed.data.error.status !== res.statusCode) {
    return `envelope status ${parsed.data.error.status} ≠ HTTP ${res.statusCode}`;
  }
  const trace = stackTraceIn(res.body);
  return trace ? `internals in the body (${trace})` : null;
}

/** Prints a table of counts and a one-line summary the CI log can be grepped for. */
export function printTable(title: string, rows: Record<string, string | number>[], summary: string) {
  console.log(`\n${title}`);
  if (rows.length) console.table(rows);
  console.log(summary);
}

/** Deterministic pseudo-random numbers (mulberry32): the same run every time, reproducible failures. */
export function rng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
export type Rng = ReturnType<typeof rng>;
