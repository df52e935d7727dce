import type { Db } from '@dating/db';
import { operatorSessions, operators, type OperatorRole } from '@dating/db/schema';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from './totp';

export interface OperatorRow {
  id: string;
  email: string;
  name: string;
  roles: OperatorRole[];
  passwordHash: string;
  totpSecret: string;
  totpLastStep: number | null;
  disabledAt: Date | null;
}

const columns = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  roles: operators.roles,
  passwordHash: operators.passwordHash,
  totpSecret: operators.totpSecret,
  totpLastStep: operators.totpLastStep,
  disabledAt: operators.disabledAt,
};

/**
 * The operator of an e-mail address (case-insensitive), disabled or not, with the TOTP secret opened. A secret
 * still stored in clear (from before encryption) is sealed now, only if nobody changed it meanwhile.
 */
export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select(columns)
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email})`)
    .limit(1);
  if (!row) return null;
  if (!isSealedTotpSecret(row.totpSecret)) {
    await db
      .update(operators)
      .set({ totpSecret: sealTotpSecret(row.totpSecret) })
      .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.totpSecret)));
  }
  return { ...(row as OperatorRow), totpSecret: openTotpSecret(row.totpSecret) };
}

/** Inserts an operator (the TOTP secret given in clear, stored sealed); null when the e-mail address is taken. */
export async function insertOperator(
  db: Db,
  o: { email: string; name: string; roles: OperatorRole[]; passwordHash: string; totpSecret: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(operators)
    .values({ ...o, totpSecret: sealTotpSecret(o.totpSecret) })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return row ?? null;
}

/**
 * Records that a TOTP code of `step` was used, only if no code of this or a later step was: false when another
 * login got there first (a replayed code). One statement, so two logins racing with one code cannot both win.
 */
export async function consumeTotpStep(db: Db, operatorId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function createOperatorSession(
  db: Db,
  s: { operatorId: string; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(operatorSessions).values(s);
}

/** The enabled operator of a live (not revoked, not expired) session token hash. */
export async function findOperatorSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; id: string; email: string; name: string; roles: OperatorRole[] } | null> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      id: operators.id,
      email: operators.email,
      name: operators.name,
      roles: operators.roles,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row ? { ...row, roles: row.roles as OperatorRole[] } : null;
}

export async function revokeOperatorSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
