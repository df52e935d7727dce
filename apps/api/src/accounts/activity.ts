import { type Db } from '@dating/db';
import { sql } from 'drizzle-orm';

/** Activity is stored to the nearest 5 minutes: one write per member per 5 minutes at most. */
export const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/**
 * Marks the member active now (the search order and its coarse "online" hint). Cheap when nothing changes:
 * the conditional update touches no row within the resolution.
 */
export async function touchActivity(db: Db, userId: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - ACTIVITY_RESOLUTION_MS).toISOString();
  const at = now.toISOString();
  await db.execute(
    sql`update profiles set active_at = ${at}::timestamptz where user_id = ${userId} and active_at < ${stale}::timestamptz`,
  );
  await db.execute(
    sql`update users set last_seen_at = ${at}::timestamptz where id = ${userId} and (last_seen_at is null or last_seen_at < ${stale}::timestamptz)`,
  );
}
