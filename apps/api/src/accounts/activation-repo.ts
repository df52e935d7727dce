import { type Db } from '@dating/db';
import { emailTokens, profiles, users } from '@dating/db/schema';
import { and, count, eq, gt } from 'drizzle-orm';
import { consumeEmailToken } from './email-tokens';

/**
 * Follows an activation link: consumes the token and moves a `not_confirmed` member to `active` with
 * `confirmed_at`, in one transaction. Null when the token is unknown, used or expired, or the account is no
 * longer waiting for activation.
 */
export async function activateWithToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string; language: string; name: string } | null> {
  return db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, { token, kind: 'activation', now });
    if (!consumed) return null;
    const [row] = await tx
      .update(users)
      .set({ status: 'active', confirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, consumed.userId), eq(users.status, 'not_confirmed')))
      .returning({ userId: users.id, email: users.email, language: users.language });
    if (!row) return null;
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, row.userId));
    return { ...row, name: profile?.name ?? '' };
  });
}

/** Activation mails issued to a member since `since` (sign-up and resends). */
export async function activationMailsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.kind, 'activation'),
        gt(emailTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
