import { type Db } from '@dating/db';
import { sql } from 'drizzle-orm';

/** A trivial round trip, for health checks. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
