import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { handleInternals, type DbHandle } from './client';

/** The SQL written by `pnpm db:generate` (drizzle-kit) and committed with the code. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Arbitrary constant key of the session-level advisory lock that serialises migrations on PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_201_001;

/**
 * Applies the pending migrations (drizzle-orm's migrator, one transaction; applied ones are skipped, so it
 * is idempotent). On PostgreSQL an advisory lock on one dedicated connection makes concurrent starts wait
 * for each other instead of racing.
 */
export async function migrate(h: DbHandle): Promise<void> {
  const inner = handleInternals(h);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (inner.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: inner.client }), config);
    return;
  }
  const conn = await inner.pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: conn }), config);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}
