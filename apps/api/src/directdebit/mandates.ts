import { randomBytes, randomInt } from 'node:crypto';
import { DIRECT_DEBIT_OTP } from '@dating/core/domain';
import {
  maskIban,
  normaliseIban,
  normalisePhone,
  type TDirectDebitInput,
  type TDirectDebitOrderInput,
  type TOrder,
} from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { directDebitMandates, payments } from '@dating/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { isMethodOffered } from '../payments/methods';
import { checkoutMember, insertOrder, orderView } from '../payments/orders';
import { packageFor } from '../payments/pricing';
import { chargeOnMandate } from '../payments/repeat';
import { ApiError } from '../shared/api-error';
import { joinMandateRef, splitMandateRef, type DirectDebitCharger } from './charger';
import {
  activeOf,
  isBlocked,
  liveMandates,
  monthlyLimit,
  pendingOf,
  smsSince,
  usedThisMonth,
  type MandateRow,
} from './directdebit-repo';
import type { IbanVault } from './iban-crypto';
import type { SmsSender } from './sms';
import { smsText } from './sms-text';

export interface DirectDebitDeps {
  db: Db;
  vault: IbanVault;
  sms: SmsSender;
  charger: DirectDebitCharger;
  now: () => Date;
  webhookUrl: (orderId: string) => string;
  siteName: (siteId: string | null) => Promise<string>;
  onBooked?: (b: { userId: string; credits: number }) => void;
}

/** SMS a member may be sent per hour (first code and resends together). */
const SMS_PER_HOUR = 5;
const err = (key: string) => `directdebit:errors.${key}`;

async function memberOf(db: Db, userId: string) {
  const member = await checkoutMember(db, userId);
  if (!member) throw new ApiError('not_found', { messageKey: err('unavailable') });
  return member;
}

function refuseBlocked(rows: MandateRow[]): void {
  if (isBlocked(rows)) throw new ApiError('forbidden', { messageKey: err('blocked') });
}

/** The resend limit: one SMS a minute and five an hour per member. */
async function checkSmsLimit(deps: DirectDebitDeps, userId: string): Promise<void> {
  const now = deps.now();
  const { count, last } = await smsSince(deps.db, userId, new Date(now.getTime() - 3_600_000));
  const wait = last ? last.getTime() + DIRECT_DEBIT_OTP.resendAfterMs - now.getTime() : 0;
  if (count >= SMS_PER_HOUR || wait > 0) {
    throw new ApiError('rate_limited', {
      messageKey: err('resendTooSoon'),
      params: { seconds: Math.max(Math.ceil(wait / 1000), count >= SMS_PER_HOUR ? 3600 : 1) },
    });
  }
}

const newCode = () =>
  String(randomInt(0, 10 ** DIRECT_DEBIT_OTP.digits)).padStart(DIRECT_DEBIT_OTP.digits, '0');

/** Stores a fresh code's hash on the pending mandate and sends it by SMS. */
async function sendCode(deps: DirectDebitDeps, m: MandateRow, language: string): Promise<void> {
  const code = newCode();
  const now = deps.now();
  await deps.db
    .update(directDebitMandates)
    .set({
      otpHash: deps.vault.hashCode(m.id, code),
      otpExpiresAt: new Date(now.getTime() + DIRECT_DEBIT_OTP.ttlMs),
      otpAttempts: 0,
    })
    .where(eq(directDebitMandates.id, m.id));
  const member = await checkoutMember(deps.db, m.userId);
  const site = await deps.siteName(member?.siteId ?? null);
  const sent = await deps.sms.send({
    siteId: member?.siteId ?? null,
    userId: m.userId,
    phone: m.phone,
    body: smsText(language, site, code),
    loggedBody: smsText(language, site, '•'.repeat(DIRECT_DEBIT_OTP.digits)),
  });
  if (!sent) throw new ApiError('service_unavailable', { messageKey: err('smsFailed') });
}

/**
 * POST /api/directdebit.php: validates the phone for the member's country, stores the details as the
 * member's pending mandate (the IBAN encrypted, replacing earlier pending details) and sends the code.
 */
export async function submitDetails(deps: DirectDebitDeps, userId: string, input: TDirectDebitInput) {
  const { db } = deps;
  const member = await memberOf(db, userId);
  refuseBlocked(await liveMandates(db, userId));
  const phone = normalisePhone(input.phone, member.country);
  if (!phone) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'body.phone', message: err('phoneInvalid') }],
    });
  }
  await checkSmsLimit(deps, userId);
  const iban = normaliseIban(input.iban);
  const m = await db.transaction(async (tx) => {
    await tx
      .delete(directDebitMandates)
      .where(
        and(eq(directDebitMandates.userId, userId), eq(directDebitMandates.status, 'pending_verification')),
      );
    const [row] = await tx
      .insert(directDebitMandates)
      .values({
        userId,
        status: 'pending_verification',
        accountHolder: input.account_holder,
        ibanCiphertext: deps.vault.encrypt(iban),
        ibanMasked: maskIban(iban),
        street: input.street,
        houseNumber: input.house_number,
        zip: input.zip,
        city: input.city,
        phone,
        createdAt: deps.now(),
      })
      .returning();
    return row!;
  });
  await sendCode(deps, m, member.language);
}

async function pendingMandate(db: Db, userId: string): Promise<MandateRow> {
  const rows = await liveMandates(db, userId);
  refuseBlocked(rows);
  const m = pendingOf(rows);
  if (!m) throw new ApiError('not_found', { messageKey: err('noPending') });
  return m;
}

/** POST /api/directdebit-resend.php: a new code for the pending details (rate-limited). */
export async function resendCode(deps: DirectDebitDeps, userId: string): Promise<void> {
  const m = await pendingMandate(deps.db, userId);
  await checkSmsLimit(deps, userId);
  const member = await memberOf(deps.db, userId);
  await sendCode(deps, m, member.language);
}

/**
 * POST /api/directdebit-verify.php: five attempts per code (counted atomically before comparing), ten
 * minutes; the right code signs the mandate at the provider and makes it the member's active one.
 */
export async function verifyCode(deps: DirectDebitDeps, userId: string, otp: string): Promise<void> {
  const { db } = deps;
  const m = await pendingMandate(db, userId);
  const now = deps.now();
  if (!m.otpHash || !m.otpExpiresAt || m.otpExpiresAt <= now) {
    throw new ApiError('bad_request', { messageKey: err('codeExpired') });
  }
  const [counted] = await db
    .update(directDebitMandates)
    .set({ otpAttempts: m.otpAttempts + 1 })
    .where(and(eq(directDebitMandates.id, m.id), eq(directDebitMandates.otpAttempts, m.otpAttempts)))
    .returning({ attempts: directDebitMandates.otpAttempts });
  if (!counted || m.otpAttempts >= DIRECT_DEBIT_OTP.attempts) {
    throw new ApiError('bad_request', { messageKey: err('codeExpired') });
  }
  if (!deps.vault.codeMatches(m.id, otp, m.otpHash)) {
    const left = Math.max(DIRECT_DEBIT_OTP.attempts - counted.attempts, 0);
    throw new ApiError('bad_request', { messageKey: err('codeInvalid'), params: { attempts_left: left } });
  }
  const iban = deps.vault.decrypt(m.ibanCiphertext);
  let ref: string;
  try {
    const customer = await deps.charger.createCustomer({
      name: m.accountHolder,
      metadata: { user_id: userId },
      idempotencyKey: `customer-${m.id}`,
    });
    const mandate = await deps.charger.createMandate({
      customerId: customer.id,
      consumerName: m.accountHolder,
      consumerAccount: iban,
      signatureDate: now.toISOString().slice(0, 10),
      mandateReference: `DD-${m.id.slice(0, 18)}`,
      idempotencyKey: `mandate-${m.id}`,
    });
    ref = joinMandateRef(customer.id, mandate.id);
  } catch {
    throw new ApiError('service_unavailable', { messageKey: err('providerUnavailable') });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(directDebitMandates)
      .set({ status: 'revoked', revokedAt: now })
      .where(and(eq(directDebitMandates.userId, userId), eq(directDebitMandates.status, 'active')));
    await tx
      .update(directDebitMandates)
      .set({ status: 'active', verifiedAt: now, otpHash: null, otpExpiresAt: null, providerMandateId: ref })
      .where(eq(directDebitMandates.id, m.id));
  });
}

/**
 * POST /api/directdebit-order.php: a package paid by direct debit on the active mandate. Blocked and the
 * month's limit are checked under the mandate's row lock together with storing the order, so parallel
 * purchases cannot pass the limit together; the charge is a recurring payment at the provider, and the
 * order is settled and credited once by the payments domain's path (webhook or polling, ADR 0017).
 */
export async function orderByDirectDebit(
  deps: DirectDebitDeps,
  userId: string,
  siteId: string,
  input: TDirectDebitOrderInput,
): Promise<TOrder> {
  const { db } = deps;
  const now = deps.now();
  const member = await memberOf(db, userId);
  const idempotencyKey = `${userId}:dd:${input.idempotency_key ?? randomBytes(16).toString('base64url')}`;
  const [again] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.idempotencyKey, idempotencyKey))
    .limit(1);
  if (again) {
    const view = await orderView(db, again.orderId, userId);
    if (view) return view;
  }
  const pkg = await packageFor(db, siteId, member.country, input.package);
  if (!pkg) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
  if (!isMethodOffered('sdd', member.country, pkg.currency, pkg.priceCents))
    throw new ApiError('bad_request', { messageKey: err('unavailable') });

  const { order, payment, ref } = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(directDebitMandates)
      .where(
        and(
          eq(directDebitMandates.userId, userId),
          inArray(directDebitMandates.status, ['active', 'blocked']),
        ),
      )
      .for('update');
    refuseBlocked(rows);
    const active = activeOf(rows);
    const mandateRef = splitMandateRef(active?.providerMandateId ?? null);
    if (!active || !mandateRef) throw new ApiError('conflict', { messageKey: err('noMandate') });
    const used = await usedThisMonth(tx as unknown as Db, userId, now);
    if (used + pkg.priceCents > monthlyLimit(active))
      throw new ApiError('forbidden', { messageKey: err('limitReached') });
    const inserted = await insertOrder(
      tx as unknown as Db,
      {
        userId,
        packageId: pkg.id,
        country: member.country,
        credits: pkg.credits,
        amountCents: pkg.priceCents,
        currency: pkg.currency,
      },
      { provider: deps.charger.name, method: 'sdd', idempotencyKey },
      now,
    );
    return { ...inserted, ref: mandateRef };
  });

  // A failed charge ends the order failed (nothing booked, the month's limit freed) with the provider's reason.
  await chargeOnMandate(
    { ...deps, provider: deps.charger },
    {
      order,
      payment,
      siteId,
      webhookUrl: deps.webhookUrl(order.id),
      ...ref,
      now,
      messageKey: err('providerUnavailable'),
    },
  );
  const view = await orderView(db, order.id, userId);
  if (!view) throw new ApiError('internal_error');
  return view;
}
