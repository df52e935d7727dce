import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle database of either driver; a transaction (`db.transaction(tx => …)`) is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /**
   * The same database for hot read statements written to have one good plan whatever their parameters
   * (member search, ADR 0012): on PostgreSQL a second pool whose connections set
   * `plan_cache_mode = force_generic_plan`, so a named prepared statement is planned once per connection
   * instead of on every run; everything else keeps PostgreSQL's choice. On PGlite it is `db` itself, and such
   * statements run through `pgliteGenericStatement`.
   */
  generic: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** A PostgreSQL URL: connect with a node-postgres pool. */
  databaseUrl?: string;
  /** Otherwise PGlite in this folder (created with its parents), or in memory with `memory://` (default). */
  dataDir?: string;
}

/** Driver internals the migrator needs, kept off the public handle. */
type Internals = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
const internals = new WeakMap<DbHandle, Internals>();
/** The PGlite instance behind a drizzle database made by createDb (none for PostgreSQL). */
const pgliteByDb = new WeakMap<Db, PGlite>();

export function handleInternals(h: DbHandle): Internals {
  const found = internals.get(h);
  if (!found) throw new Error('Not a handle made by createDb()');
  return found;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const newPool = (options?: string) => {
      const pool = new pg.Pool({
        connectionString: opts.databaseUrl,
        max: 10,
        ...(options ? { options } : {}),
      });
      // An idle client that loses its connection emits 'error' on the pool; without a listener that would
      // crash the process. The pool drops that client and the next query gets a fresh one.
      pool.on('error', (err) => {
        console.error('[db] idle PostgreSQL client error:', err.message);
      });
      // pg-pool removes its idle listener while a client is checked out, so a connection reset in the middle of
      // a query or transaction (a database restart) would be an unhandled 'error' on the client and kill the
      // process. With this listener the query in flight rejects, the request answers with an error, and the
      // pool discards the broken client on release (found by `pnpm faults:chat`, ADR 0019).
      pool.on('connect', (client) => {
        client.on('error', (err) => {
          console.error('[db] PostgreSQL client error:', err.message);
        });
      });
      return pool;
    };
    const pool = newPool();
    // Connects only when first used (pg pools are lazy).
    const genericPool = newPool('-c plan_cache_mode=force_generic_plan');
    const db: Db = drizzleNodePg({ client: pool, schema });
    let closed = false;
    const handle: DbHandle = {
      db,
      generic: drizzleNodePg({ client: genericPool, schema }),
      kind: 'postgres',
      async close() {
        if (closed) return;
        closed = true;
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
    internals.set(handle, { kind: 'postgres', pool });
    return handle;
  }

  const dataDir = opts.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : resolve(dataDir));
  const db: Db = drizzlePglite({ client, schema });
  pgliteByDb.set(db, client);
  const handle: DbHandle = {
    db,
    generic: db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
    },
  };
  internals.set(handle, { kind: 'pglite', client });
  return handle;
}

/** Dates and times as PostgreSQL's text, as drizzle's PGlite driver reads them. */
const RAW_TIME_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

/** `value` as an SQL literal: quotes doubled (standard_conforming_strings is on), null for null/undefined. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (text.includes('\0')) throw new Error('A NUL character cannot be an SQL literal');
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * On PGlite, a named statement with a generic plan — what `DbHandle.generic` gives a named prepared statement on
 * PostgreSQL. PGlite's `query` parses and plans every call; this PREPAREs `text` once per instance and runs
 * `EXECUTE` with `plan_cache_mode = force_generic_plan` set locally to that one implicit transaction (one call,
 * so no other statement sees the setting, even when it fails). The arguments become literals ({@link sqlLiteral}):
 * EXECUTE is a utility statement and takes no bound parameters. Rows come back as from drizzle's PGlite driver.
 * Null when `db` is not PGlite.
 */
export function pgliteGenericStatement(
  db: Db,
  name: string,
  text: string,
): ((params: readonly unknown[]) => Promise<Record<string, unknown>[]>) | null {
  const client = pgliteByDb.get(db);
  if (!client) return null;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  let ready: Promise<unknown> | null = null;
  return async (params) => {
    ready ??= client.query(`prepare ${name} as ${text}`).catch((err: unknown) => {
      ready = null;
      throw err;
    });
    await ready;
    const args = params.map(sqlLiteral).join(', ');
    const results = await client.exec(
      `set local plan_cache_mode = force_generic_plan; execute ${name}(${args})`,
      { parsers: RAW_TIME_PARSERS },
    );
    return (results[1]?.rows ?? []) as Record<string, unknown>[];
  };
}

/**
 * Rows of a raw SQL query on either driver (`db.execute` is typed `unknown` across drivers; both return
 * `{ rows }`). Prefer the query builder; use this for what it cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
