import { createHash, randomBytes } from 'node:crypto';
import { type Db } from '@dating/db';
import { emailTokens } from '@dating/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

export type EmailTokenKind = 'activation' | 'reset' | 'mail_change' | 'reactivation' | 'unlock';

/** How long each kind of emailed link stays valid (milliseconds). */
export const TOKEN_TTL = {
  activation: 7 * 24 * 3600_000,
  reset: 3600_000,
  mail_change: 24 * 3600_000,
  reactivation: 14 * 24 * 3600_000,
  /** The unlock-and-login link mailed when a lock starts (ADR 0013). */
  unlock: 3600_000,
} as const satisfies Record<EmailTokenKind, number>;

/** SHA-256 (hex) of a raw token: the only form stored in `email_tokens`. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Issues a single-use link token: 32 random bytes (base64url, 43 characters) of which only the SHA-256 is
 * stored. Earlier unused tokens of the same kind for the same member are invalidated, so only the newest link
 * works. Returns the raw token for the link. `db` may be a transaction.
 */
export async function issueEmailToken(
  db: Db,
  input: { userId: string; kind: EmailTokenKind; now: Date; newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(eq(emailTokens.userId, input.userId), eq(emailTokens.kind, input.kind), isNull(emailTokens.usedAt)),
    );
  await db.insert(emailTokens).values({
    kind: input.kind,
    tokenHash: hashEmailToken(token),
    userId: input.userId,
    newEmail: input.kind === 'mail_change' ? (input.newEmail ?? null) : null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + TOKEN_TTL[input.kind]),
  });
  return token;
}

/**
 * Consumes a token atomically (one UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING): a second
 * use, an expired, unknown or other-kind token gives null.
 */
export async function consumeEmailToken(
  db: Db,
  input: { token: string; kind: EmailTokenKind; now: Date },
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(input.token)) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashEmailToken(input.token)),
        eq(emailTokens.kind, input.kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}
