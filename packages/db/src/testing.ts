import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './client';
import { readEnv } from './env';

export type EngineKind = DbHandle['kind'];

/** Engines to run database tests on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testEngines(): EngineKind[] {
  return readEnv().TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: EngineKind;
  /** The handle; open more handles to the same database with `connect()` (PostgreSQL only). */
  handle: DbHandle;
  /** URL of the throw-away PostgreSQL database, null on PGlite. */
  url: string | null;
  connect(): Promise<DbHandle>;
  /** Closes every handle and drops the throw-away database. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: PGlite in memory, or on PostgreSQL a new database created next to
 * TEST_DATABASE_URL's, named `<prefix>_<pid>_<random>` (dropped again by `drop()`), so that runs never share
 * tables with each other or with other suites using the same server.
 */
export async function createTestDatabase(kind: EngineKind, prefix = 'dating_test'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await createDb({ dataDir: 'memory://' });
    return {
      kind,
      handle,
      url: null,
      connect: () => Promise.reject(new Error('PGlite in memory has one handle only')),
      drop: () => handle.close(),
    };
  }
  const base = readEnv().TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handles: DbHandle[] = [];
  const connect = async () => {
    const h = await createDb({ databaseUrl: url.toString() });
    handles.push(h);
    return h;
  };
  const handle = await connect();
  return {
    kind,
    handle,
    url: url.toString(),
    connect,
    async drop() {
      await Promise.all(handles.map((h) => h.close()));
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The error PostgreSQL raised (drizzle wraps driver errors and keeps them as `cause`). */
export async function pgError(
  p: Promise<unknown>,
): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as {
      cause?: { code?: string; constraint?: string; message: string };
      code?: string;
      message: string;
    };
    return e.cause ?? e;
  }
  throw new Error('expected the statement to fail');
}
