import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';

/** Whether `table` holds a row that matches `where` (`select 1 … limit 1`). */
export async function rowExists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the member's `users` row for the rest of the transaction (`select … for update`) and reads `columns`
 * from it; undefined for an unknown id. Every write that must see the member's latest state (balance, plan,
 * photo count) runs after the previous one has committed.
 */
export async function lockMember<C extends SelectedFields>(tx: Db, userId: string, columns: C) {
  const query = tx.select(columns).from(users).where(eq(users.id, userId)).$dynamic();
  const [row] = await query.limit(1).for('update');
  return row;
}
