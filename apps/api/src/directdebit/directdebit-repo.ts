import { DIRECT_DEBIT_MONTHLY_LIMIT_CENTS, DIRECT_DEBIT_OTP } from '@dating/core/domain';
import type { TDirectDebitMandate, TDirectDebitState } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { directDebitMandates, orders, payments, smsOutbox } from '@dating/db/schema';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';

export type MandateRow = typeof directDebitMandates.$inferSelect;

/** The member's mandates that are not revoked, newest first. */
export function liveMandates(db: Db, userId: string): Promise<MandateRow[]> {
  return db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, userId), ne(directDebitMandates.status, 'revoked')))
    .orderBy(desc(directDebitMandates.createdAt));
}

export const isBlocked = (rows: MandateRow[]) => rows.some((m) => m.status === 'blocked');
export const pendingOf = (rows: MandateRow[]) => rows.find((m) => m.status === 'pending_verification');
export const activeOf = (rows: MandateRow[]) => rows.find((m) => m.status === 'active');

/** The first day of `now`'s calendar month (UTC): direct-debit limits count from here. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Direct debits of the member this calendar month that are open or paid (EUR cents). */
export async function usedThisMonth(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${orders.amountCents})` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['open', 'paid']),
        gte(orders.createdAt, monthStart(now)),
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = 'sdd')`,
      ),
    );
  return Number(row?.total ?? 0);
}

export const monthlyLimit = (active: MandateRow | undefined) =>
  active?.monthlyLimitCents ?? DIRECT_DEBIT_MONTHLY_LIMIT_CENTS;

/** SMS sent to the member since `since` and the newest one's time (the resend limit). */
export async function smsSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${smsOutbox.createdAt})` })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.userId, userId), gte(smsOutbox.createdAt, since)));
  return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
}

export function mandateView(m: MandateRow, phoneMasked: string): TDirectDebitMandate {
  return {
    status: m.status,
    account_holder: m.accountHolder,
    iban_masked: m.ibanMasked,
    street: m.street,
    house_number: m.houseNumber,
    zip: m.zip,
    city: m.city,
    phone_masked: phoneMasked,
    verified_at: m.verifiedAt ? m.verifiedAt.toISOString() : null,
  };
}

/** GET /api/directdebit.php: the active mandate, pending details and their code, the month's limit. */
export async function directDebitState(
  db: Db,
  userId: string,
  now: Date,
  maskPhone: (phone: string) => string,
): Promise<TDirectDebitState> {
  const rows = await liveMandates(db, userId);
  const active = activeOf(rows);
  const pending = pendingOf(rows);
  const sent = pending ? await smsSince(db, userId, new Date(now.getTime() - 3_600_000)) : null;
  return {
    mandate: active ? mandateView(active, maskPhone(active.phone)) : null,
    pending: pending ? mandateView(pending, maskPhone(pending.phone)) : null,
    blocked: isBlocked(rows),
    code:
      pending?.otpHash && pending.otpExpiresAt
        ? {
            expires_at: pending.otpExpiresAt.toISOString(),
            attempts_left: Math.max(DIRECT_DEBIT_OTP.attempts - pending.otpAttempts, 0),
            resend_at: new Date((sent?.last ?? now).getTime() + DIRECT_DEBIT_OTP.resendAfterMs).toISOString(),
          }
        : null,
    limit: {
      monthly_cents: monthlyLimit(active),
      used_cents: await usedThisMonth(db, userId, now),
      currency: 'EUR',
    },
  };
}
