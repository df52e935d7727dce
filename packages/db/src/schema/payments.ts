import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  MANDATE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
} from './constants';
import { packages } from './credits';
import { cascadeRef, createdAt, oneOf, tstz, uuidId } from './helpers';
import { sites } from './sites';
import { users } from './users';

/** Discount codes: site-wide (`user_id` null), personal, or country-bound. `code` is stored upper-case. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuidId(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    country: text('country'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    valuePercentage: integer('value_percentage').notNull(),
    currency: text('currency'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    status: text('status', { enum: DISCOUNT_STATUSES }).notNull().default('active'),
    validity: text('validity', { enum: DISCOUNT_VALIDITIES }).notNull().default('once_per_user'),
    expiresAt: tstz('expires_at'),
    /** Payment methods the code applies to; empty means all. */
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    check('discount_codes_code_ck', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 40`),
    check('discount_codes_value_ck', sql`${t.valuePercentage} between 1 and 100`),
    check('discount_codes_minimum_ck', sql`${t.minimumOrderCents} >= 0`),
    check('discount_codes_status_ck', oneOf(t.status, DISCOUNT_STATUSES)),
    check('discount_codes_validity_ck', oneOf(t.validity, DISCOUNT_VALIDITIES)),
  ],
);

/** An order for a credit package; paid by one or more payment attempts. Kept after account purge. */
export const orders = pgTable(
  'orders',
  {
    id: uuidId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The order this one repeats (repeat order of a stored card or mandate). */
    repeatOfId: uuid('repeat_of_id'),
    country: text('country').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_status_ck', oneOf(t.status, ORDER_STATUSES)),
    check('orders_amounts_ck', sql`${t.credits} > 0 and ${t.amountCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

/** One attempt to pay an order through a provider; `state` follows the state machine in constants.ts. */
export const payments = pgTable(
  'payments',
  {
    id: uuidId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    transactionCostCents: integer('transaction_cost_cents').notNull().default(0),
    providerPaymentId: text('provider_payment_id'),
    providerCustomerId: text('provider_customer_id'),
    providerMandateId: text('provider_mandate_id'),
    /** Client- or server-chosen key: creating the same payment twice returns the first. */
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutUrl: text('checkout_url'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('payments_provider_payment_uq')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_provider_ck', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_method_ck', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_state_ck', oneOf(t.state, PAYMENT_STATES)),
    check('payments_amounts_ck', sql`${t.amountCents} >= 0 and ${t.transactionCostCents} >= 0`),
  ],
);

/** Provider webhook events, stored once per provider event id so a redelivered webhook is a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuidId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    processedAt: tstz('processed_at'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.providerEventId)],
);

/** Redemptions: a member uses a given code at most once (spec: 'Code already used'). */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuidId(),
    discountCodeId: cascadeRef('discount_code_id', () => discountCodes.id),
    userId: cascadeRef('user_id', () => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('discount_redemptions_code_user_uq').on(t.discountCodeId, t.userId)],
);

/** SEPA direct-debit mandates (spec: direct debit page with IBAN, address, phone and SMS code). */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
    status: text('status', { enum: MANDATE_STATUSES }).notNull().default('pending_verification'),
    accountHolder: text('account_holder').notNull(),
    /** AES-256-GCM ciphertext of the normalised IBAN (`v1:<iv>:<tag>:<data>`, base64url), never the plain IBAN. */
    ibanCiphertext: text('iban_ciphertext').notNull(),
    /** What members and logs may see: country and last four characters (`NL•• •••• •••• ••12 34`). */
    ibanMasked: text('iban_masked').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    otpHash: text('otp_hash'),
    otpExpiresAt: tstz('otp_expires_at'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    providerMandateId: text('provider_mandate_id'),
    monthlyLimitCents: integer('monthly_limit_cents'),
    createdAt: createdAt(),
    verifiedAt: tstz('verified_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('direct_debit_mandates_user_idx').on(t.userId),
    check('direct_debit_mandates_status_ck', oneOf(t.status, MANDATE_STATUSES)),
    check('direct_debit_mandates_iban_ciphertext_ck', sql`${t.ibanCiphertext} ~ '^v1:'`),
  ],
);
