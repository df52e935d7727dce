import { createHash } from 'node:crypto';
import { type Db } from '@dating/db';
import { loginFailures, users } from '@dating/db/schema';
import type { TLocale } from '@dating/core/contracts';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';

/** Failed logins in a row before the account is locked (issue: "after 10 failures on an account"). */
export const LOCKOUT_THRESHOLD = 10;
/** The first lock lasts 15 minutes; each further lock doubles it, up to 24 hours. */
export const LOCKOUT_MINUTES = 15;
export const LOCKOUT_MAX_MINUTES = 24 * 60;
/** A lock that ended this long ago no longer counts for the backoff: the next one starts at 15 minutes. */
export const LOCKOUT_FORGET_MS = 24 * 3600_000;

/** Minutes of the n-th lock in a row (1-based): 15, 30, 60, … capped at 24 h. */
export function lockMinutesFor(lockNumber: number): number {
  return Math.min(LOCKOUT_MAX_MINUTES, LOCKOUT_MINUTES * 2 ** Math.max(0, lockNumber - 1));
}

export interface LoginCandidate {
  id: string;
  passwordHash: string;
  status: string;
  failedLogins: number;
  lockedUntil: Date | null;
  /** Banned by a moderator (ADR 0034): the right password answers 403 `account_banned`. */
  bannedAt: Date | null;
}

/**
 * The account for a login, case-insensitive, with its lockout state, in one query. Accounts without a
 * password (fictional members) never match.
 */
export async function findLoginCandidate(db: Db, email: string): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      failedLogins: users.failedLogins,
      lockedUntil: users.lockedUntil,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNotNull(users.passwordHash)))
    .limit(1);
  if (!row || row.passwordHash === null) return null;
  return { ...row, passwordHash: row.passwordHash };
}

export async function updateUserLanguage(db: Db, userId: string, language: TLocale): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Minutes the account stays locked (rounded up), or 0 when it is not locked at `now`. */
export function remainingLockMinutes(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
}

/**
 * Counts a failed login. `failed_logins` counts failures since the last success (or since a lock that was
 * forgotten, see LOCKOUT_FORGET_MS): every LOCKOUT_THRESHOLD-th failure locks the account, the n-th lock for
 * `lockMinutesFor(n)` minutes, so the count towards the next lock restarts after each lock while the backoff
 * grows. Returns the new lock's minutes, or 0. For an unknown email (`user` null) the same kind of UPDATE
 * runs against no row, so both answers cost about the same.
 */
export async function recordLoginFailure(
  db: Db,
  user: LoginCandidate | null,
  email: string,
  now: Date,
): Promise<number> {
  if (!user) {
    // No account: count the failure by a hash of the address, one small write like the known path's.
    const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    await db
      .insert(loginFailures)
      .values({ emailHash, failures: 1, lastAt: now })
      .onConflictDoUpdate({
        target: loginFailures.emailHash,
        set: { failures: sql`${loginFailures.failures} + 1`, lastAt: now },
      });
    return 0;
  }
  const forget = user.lockedUntil !== null && now.getTime() - user.lockedUntil.getTime() > LOCKOUT_FORGET_MS;
  const failures = (forget ? 0 : user.failedLogins) + 1;
  const locks = Math.floor(failures / LOCKOUT_THRESHOLD);
  const lockNow = failures % LOCKOUT_THRESHOLD === 0;
  const minutes = lockNow ? lockMinutesFor(locks) : 0;
  await db
    .update(users)
    .set({
      failedLogins: failures,
      lockedUntil: lockNow ? new Date(now.getTime() + minutes * 60_000) : forget ? null : user.lockedUntil,
    })
    .where(eq(users.id, user.id));
  return minutes;
}

export async function clearLoginFailures(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** Forgets failed logins of unknown addresses older than a day (run by the hourly job). */
export async function forgetOldLoginFailures(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastAt, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ h: loginFailures.emailHash });
  return rows.length;
}
