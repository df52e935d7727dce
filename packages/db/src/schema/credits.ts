import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS, PACKAGE_TIERS } from './constants';
import { cascadeRef, createdAt, oneOf, tstz, uuidId } from './helpers';
import { sites } from './sites';
import { users } from './users';

/**
 * Append-only credit movements. A member's balance is the sum of their entries; the running balance is
 * kept in `users.credits` in the same transaction and can never go below zero. A trigger (migration
 * 0001) rejects UPDATE and DELETE, except detaching the entries of a purged account (user_id → null).
 * `ref` names what caused the entry (e.g. `payment:<id>`, `message:<id>`) and is unique per kind, so a
 * retried webhook or message cannot book twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    ref: text('ref'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_ledger_kind_ref_uq')
      .on(t.kind, t.ref)
      .where(sql`${t.ref} is not null`),
    check('credit_ledger_kind_ck', oneOf(t.kind, LEDGER_KINDS)),
    check('credit_ledger_amount_ck', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_ck', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Credit bundles p0–p3 per site and country, priced in the country's currency (minor units). */
export const packages = pgTable(
  'packages',
  {
    id: uuidId(),
    siteId: cascadeRef('site_id', () => sites.id),
    country: text('country').notNull(),
    tier: text('tier', { enum: PACKAGE_TIERS }).notNull(),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('packages_site_country_tier_uq').on(t.siteId, t.country, t.tier),
    check('packages_tier_ck', oneOf(t.tier, PACKAGE_TIERS)),
    check('packages_amounts_ck', sql`${t.credits} > 0 and ${t.priceCents} > 0`),
    check('packages_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
