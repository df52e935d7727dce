import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, users } from '../schema';

/**
 * Members with a profile, not pending deletion; `fictional` narrows to fictional or real ones. The seed's
 * "already seeded?" check, also used by the API's start-up.
 */
export async function countMembers(db: Db, opts: { fictional?: boolean } = {}): Promise<number> {
  const conditions = [ne(users.status, 'pending_deletion')];
  if (opts.fictional !== undefined) conditions.push(eq(profiles.fictional, opts.fictional));
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...conditions));
  return row?.n ?? 0;
}
