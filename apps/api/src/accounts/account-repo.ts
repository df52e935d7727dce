import type { TLocale } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { profiles, users } from '@dating/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/** A member's account as the password, e-mail change, deletion and unlock calls need it. */
export interface Account {
  id: string;
  email: string;
  passwordHash: string | null;
  language: TLocale;
  status: string;
  name: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  language: users.language,
  status: users.status,
  name: sql<string>`coalesce(${profiles.name}, '')`,
};

export async function findAccount(db: Db, userId: string): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A member who can log in (fictional members have no password), by e-mail, case-insensitive. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), sql`${users.passwordHash} is not null`),
    )
    .limit(1);
  return row ?? null;
}
