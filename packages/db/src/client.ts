import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

export function handleInternals(h: DbHandle): Internals {
  const found = internals.get(h);
  if (!found) throw new Error('Not a handle made by createDb()');
  return found;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client that loses its connection emits 'error' on the pool; without a listener that would
    // crash the process. The pool drops that client and the next query gets a fresh one.
    pool.on('error', (err) => {
      console.error('[db] idle PostgreSQL client error:', err.message);
    });
    const db: Db = drizzleNodePg({ client: pool, schema });
    let closed = false;
    const handle: DbHandle = {
      db,
      kind: 'postgres',
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
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
  const handle: DbHandle = {
    db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
    },
  };
  internals.set(handle, { kind: 'pglite', client });
  return handle;
}

/**
 * Rows of a raw SQL query on either driver (`db.execute` is typed `unknown` across drivers; both return
 * `{ rows }`). Prefer the query builder; use this for what it cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
