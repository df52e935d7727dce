import type { TLocale } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { profiles, users } from '@dating/db/schema';
import { and, eq, sql, type SQL } from 'drizzle-orm';

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

/** The first account that matches `where`. */
async function findAccountWhere(db: Db, where: SQL | undefined): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function findAccount(db: Db, userId: string): Promise<Account | null> {
  return findAccountWhere(db, eq(users.id, userId));
}

/** A member who can log in (fictional members have no password), by e-mail, case-insensitive. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  return findAccountWhere(
    db,
    and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), sql`${users.passwordHash} is not null`),
  );
}
