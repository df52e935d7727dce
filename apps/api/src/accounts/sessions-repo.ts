import { and, eq, gt, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@dating/db';
import { sessions, users } from '@dating/db/schema';
import { announceRevocation } from '../plugins/app/session-cache';

/** The session of a token hash, if not revoked, not expired and its member is not pending deletion. */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; sessionId: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ne(users.status, 'pending_deletion'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createSession(
  db: Db,
  s: { userId: string; tokenHash: string; expiresAt: Date; ip?: string | null; userAgent?: string | null },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: s.userId,
      tokenHash: s.tokenHash,
      expiresAt: s.expiresAt,
      ip: s.ip ?? null,
      userAgent: s.userAgent ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('createSession: insert returned no row');
  return row;
}

/** Marks the live sessions that match `which` revoked (an already revoked one keeps its time). */
async function revokeLive(db: Db, which: SQL, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(which, isNull(sessions.revokedAt)));
}

/**
 * Marks the session revoked (idempotent: an already revoked or unknown token is left alone) and tells the
 * session caches of every API process (ADR 0032).
 */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await revokeLive(db, eq(sessions.tokenHash, tokenHash), now);
  announceRevocation({ token: tokenHash });
}

/**
 * Revokes every live session of the member (`db` may be a transaction) and tells the session caches of every
 * API process (ADR 0032): logout everywhere, password change or reset, account deletion, ban.
 */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await revokeLive(db, eq(sessions.userId, userId), now);
  announceRevocation({ user: userId });
}

/**
 * Whether the session of a token hash belongs to a banned member (ADR 0034): a ban revokes every session, and
 * the next call with one of them answers 403 `account_banned` instead of `authentication_required`, so the site
 * can show /pages/ban. Asked only after the session check failed.
 */
export async function isBannedSession(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(users.bannedAt)))
    .limit(1);
  return row !== undefined;
}
