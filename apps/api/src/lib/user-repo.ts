import { type Db } from '@dating/db';
import { users } from '@dating/db/schema';
import type { TLocale } from '@dating/core/contracts';
import { eq, sql } from 'drizzle-orm';

/** Failed logins in a row before the account is locked, and for how long (spec §8 "blocked for {minutes} min"). */
export const LOCKOUT_THRESHOLD = 10; // issue: "after 10 failures on an account it is locked"
export const LOCKOUT_MINUTES = 15;

export async function updateUserLanguage(db: Db, userId: string, language: TLocale): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Minutes the account stays locked (rounded up), or 0 when it is not locked at `now`. */
export async function lockedMinutes(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  const until = row?.lockedUntil;
  if (!until || until.getTime() <= now.getTime()) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 60_000);
}

/** Counts a failed login; at the threshold the account locks for LOCKOUT_MINUTES and the counter restarts. */
export async function recordLoginFailure(db: Db, userId: string, now: Date): Promise<number> {
  const until = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${LOCKOUT_THRESHOLD} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${LOCKOUT_THRESHOLD} then ${until.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  const locked = row?.lockedUntil;
  return locked && locked.getTime() > now.getTime()
    ? Math.ceil((locked.getTime() - now.getTime()) / 60_000)
    : 0;
}

export async function clearLoginFailures(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** A trivial round trip, for health checks. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
