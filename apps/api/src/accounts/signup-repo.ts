import { createHmac } from 'node:crypto';
import { type Db } from '@dating/db';
import { creditLedger, notificationPreferences, profiles, users } from '@dating/db/schema';
import {
  EMAIL_PREFERENCES,
  PUSH_PREFERENCES,
  type TLocale,
  type TSignupInput,
  type TTrackingRecord,
} from '@dating/core/contracts';
import { eq, sql } from 'drizzle-orm';

/** Default notification preferences of a new member: every e-mail on except promotions; push on. */
export const DEFAULT_EMAIL_PREFERENCES: Record<(typeof EMAIL_PREFERENCES)[number], boolean> =
  Object.fromEntries(EMAIL_PREFERENCES.map((k) => [k, k !== 'promotions'])) as Record<
    (typeof EMAIL_PREFERENCES)[number],
    boolean
  >;
export const DEFAULT_PUSH_PREFERENCES: Record<(typeof PUSH_PREFERENCES)[number], boolean> =
  Object.fromEntries(PUSH_PREFERENCES.map((k) => [k, true])) as Record<
    (typeof PUSH_PREFERENCES)[number],
    boolean
  >;

/** Keyed hash of an IP address (never stored in clear). */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`ip:${ip}`, 'utf8').digest('hex');
}

const clean = (v: string | null | undefined): string | null => {
  const c = (v ?? '').replace(/[{}]/g, '').trim();
  return c === '' ? null : c;
};

/** The tracking record with curly braces removed (spec §4); null unless a network remains. */
export function cleanTracking(t: TTrackingRecord | undefined): Required<TTrackingRecord> | null {
  const network = clean(t?.network);
  if (!t || !network) return null;
  return { network, ref: clean(t.ref), sub1: clean(t.sub1), sub2: clean(t.sub2), sub3: clean(t.sub3) };
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export interface NewAccount {
  input: TSignupInput;
  passwordHash: string;
  language: TLocale;
  siteId: string;
  ipHash: string;
  signupCountry: string;
  profileCountry: string;
  signupCredits: number;
  now: Date;
}

/**
 * Creates the account in one transaction: user (not_confirmed), profile (disabled), the sign-up credits as a
 * `bonus` ledger entry with the balance, and the default notification preferences. Returns the user id.
 */
export async function createAccount(db: Db, a: NewAccount): Promise<string> {
  const tracking = cleanTracking(a.input.tracking);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        siteId: a.siteId,
        email: a.input.email.trim(),
        passwordHash: a.passwordHash,
        status: 'not_confirmed',
        language: a.language,
        credits: a.signupCredits,
        signupAt: a.now,
        trafficNetwork: tracking?.network ?? null,
        trafficRef: tracking?.ref ?? null,
        trafficSub1: tracking?.sub1 ?? null,
        trafficSub2: tracking?.sub2 ?? null,
        trafficSub3: tracking?.sub3 ?? null,
        signupIpHash: a.ipHash,
        signupCountry: a.signupCountry,
        createdAt: a.now,
        updatedAt: a.now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('createAccount: no user row');
    await tx.insert(profiles).values({
      userId: user.id,
      name: a.input.name.trim(),
      gender: a.input.gender,
      sexuality: a.input.sexuality,
      dateOfBirth: a.input.date_of_birth,
      country: a.profileCountry,
      status: 'disabled',
      fictional: false,
      createdAt: a.now,
      updatedAt: a.now,
    });
    if (a.signupCredits > 0) {
      await tx.insert(creditLedger).values({
        userId: user.id,
        kind: 'bonus',
        amount: a.signupCredits,
        balanceAfter: a.signupCredits,
        ref: `signup:${user.id}`,
        note: 'signup_credits',
        createdAt: a.now,
      });
    }
    await tx.insert(notificationPreferences).values([
      ...Object.entries(DEFAULT_EMAIL_PREFERENCES).map(([key, enabled]) => ({
        userId: user.id,
        channel: 'email' as const,
        key,
        enabled,
        updatedAt: a.now,
      })),
      ...Object.entries(DEFAULT_PUSH_PREFERENCES).map(([key, enabled]) => ({
        userId: user.id,
        channel: 'push' as const,
        key,
        enabled,
        updatedAt: a.now,
      })),
    ]);
    return user.id;
  });
}
