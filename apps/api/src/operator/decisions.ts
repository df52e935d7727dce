import type { Db } from '@dating/db';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { ApiError } from '../shared/api-error';

/**
 * Locks one item of a moderation queue (a photo, a report, a profile text) for its decision inside `tx`
 * (`select … for update`) and reads `columns` from it; 404 when `table` has no row `id`. The caller answers 409
 * when the item is decided already (two moderators on one item: the first wins).
 */
export async function lockQueueItem<C extends SelectedFields>(
  tx: Db,
  table: PgTable & { id: PgColumn },
  id: string,
  columns: C,
) {
  const query = tx.select(columns).from(table).where(eq(table.id, id)).$dynamic();
  const [row] = await query.for('update').limit(1);
  if (!row) throw new ApiError('not_found');
  return row;
}

/** Whole seconds from `since` to `now`, never negative: how long a queue item has waited. */
export const ageSeconds = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));
