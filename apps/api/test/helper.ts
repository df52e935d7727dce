import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DEMO_LOGIN, migrate, seed, type DbHandle } from '@dating/db';
import { createTestDatabase } from '@dating/db/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ZErrorEnvelope, type TErrorEnvelope } from '@dating/core/contracts';
import { buildApp, loggerOptions, type BuildAppOptions } from '../src/app';
import type { App } from '../src/types';

export const SEED_MEMBERS = 30;
export const CLIENT = { 'x-request-type': 'client' } as const;

export interface TestContext {
  app: App;
  db: DbHandle;
  mediaDir: string;
  /** Builds another app on the same database (e.g. with other limits); closed by `close()`. */
  extraApp(opts?: Partial<BuildAppOptions>): Promise<App>;
  close(): Promise<void>;
}

/**
 * A migrated database seeded with `members` on the `localhost` site: `createTestDatabase` of the db package
 * (in-memory PGlite, or a throw-away database named `<prefix>_<pid>_<random>` on the PostgreSQL server at
 * TEST_DATABASE_URL when that is set). `dropDatabase()` closes the handle and drops that one.
 */
export async function seededTestDatabase(
  prefix: string,
  members: number,
  mediaDir: string,
): Promise<{ db: DbHandle; dropDatabase: () => Promise<void> }> {
  const test = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', prefix);
  await migrate(test.handle);
  await seed(test.handle, { members, mediaDir, domain: 'localhost' });
  return { db: test.handle, dropDatabase: () => test.drop() };
}

/**
 * One seeded database per test file: in-memory PGlite, or a throw-away database on the PostgreSQL
 * server at TEST_DATABASE_URL when that is set.
 */
export async function setupTestApp(opts: Partial<BuildAppOptions> = {}): Promise<TestContext> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-media-'));
  const { db, dropDatabase } = await seededTestDatabase('api_test', SEED_MEMBERS, mediaDir);

  const apps: App[] = [];
  const make = async (extra: Partial<BuildAppOptions> = {}) => {
    const a = await buildApp({
      db,
      mediaDir,
      loginRateLimit: { max: 10_000, timeWindow: 60_000 },
      ...opts,
      ...extra,
    });
    await a.ready();
    apps.push(a);
    return a;
  };
  const app = await make();
  return {
    app,
    db,
    mediaDir,
    extraApp: make,
    async close() {
      for (const a of apps) await a.close();
      await db.close();
      await dropDatabase();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Migrating and seeding a fresh database is slow on a loaded two-core machine. */
export const APP_SETUP_TIMEOUT = 180_000;

/**
 * What `setup` makes, for the tests of one file (or `describe`): made before them, closed after them. Read it
 * inside tests only; before `beforeAll` has run there is nothing to read.
 */
export function useForTests<T extends { close(): Promise<void> }>(setup: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await setup();
  }, APP_SETUP_TIMEOUT);
  afterAll(async () => {
    await made?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!made) throw new Error('made in beforeAll: use it inside a test');
      return made[key as keyof T];
    },
  });
}

/** `setupTestApp(opts)` for the tests of one file (or `describe`), see `useForTests`. */
export const useTestApp = (opts: Partial<BuildAppOptions> = {}): TestContext =>
  useForTests(() => setupTestApp(opts));

/** Parses the error envelope and checks it agrees with the HTTP status. */
export function expectEnvelope(res: LightMyRequestResponse): TErrorEnvelope {
  const body = ZErrorEnvelope.parse(res.json());
  if (body.error.status !== res.statusCode)
    throw new Error(`envelope status ${body.error.status} ≠ ${res.statusCode}`);
  return body;
}

/**
 * POST /api/user.php (the login) as the members app sends it (`X-Request-Type: client`), with `payload` (an
 * object, or a raw string) and any further headers or client address.
 */
export function postLogin(
  app: App,
  payload: object | string,
  extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...CLIENT, ...extra.headers },
    payload,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

/** Logs in with the demo member and returns the session cookie value. */
export async function login(app: App): Promise<string> {
  const res = await postLogin(app, DEMO_LOGIN);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'auth._token');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/**
 * The app's trace-level logger writing into `lines`, one entry per log line: pass `logger` to `extraApp` to
 * check what reaches the log.
 */
export function capturingLogger(): { logger: object; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: { ...(loggerOptions('trace') as object), stream }, lines };
}

/** What the tests read of one operation in the OpenAPI document. */
export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
}

/**
 * GET /api/docs/json (a 200) and the operations `wanted` as `[path, method]`: each with its label
 * `"<method> <path>"` and the operation, undefined when the document lacks it.
 */
export async function documentedOperations(
  app: App,
  wanted: readonly (readonly [path: string, method: string])[],
): Promise<[label: string, op: OpenApiOperation | undefined][]> {
  const res = await app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const { paths } = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return wanted.map(([path, method]) => [`${method} ${path}`, paths[path]?.[method]]);
}
