import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_TOKEN_KINDS, LOCALES, NOTIFICATION_DISABLED_REASONS, USER_STATUSES } from './constants';
import { cascadeRef, createdAt, oneOf, sessionColumns, tstz, updatedAt, uuidId } from './helpers';
import { sites } from './sites';

/**
 * Accounts. Fictional members have a user row too (no password: they cannot log in).
 * `credits` is the sum of the member's credit_ledger entries, kept here in the same transaction.
 */
export const users = pgTable(
  'users',
  {
    id: uuidId(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('not_confirmed'),
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    signupAt: tstz('signup_at').notNull().defaultNow(),
    confirmedAt: tstz('confirmed_at'),
    lastSeenAt: tstz('last_seen_at'),
    // Deletion: pending_deletion with deleted_at; reactivatable until purge_after (14 days).
    deletedAt: tstz('deleted_at'),
    purgeAfter: tstz('purge_after'),
    deleteReasons: text('delete_reasons').array(),
    deleteRemarks: text('delete_remarks'),
    // Traffic source (spec §4 tracking record), stored only when network is present.
    trafficNetwork: text('traffic_network'),
    trafficRef: text('traffic_ref'),
    trafficSub1: text('traffic_sub1'),
    trafficSub2: text('traffic_sub2'),
    trafficSub3: text('traffic_sub3'),
    /** Keyed hash of the sign-up IP (never the IP itself). */
    signupIpHash: text('signup_ip_hash'),
    signupCountry: text('signup_country'),
    // Login lockout.
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    /** Invisible mode: hidden from search, cannot be messaged or liked, must send first. */
    invisible: boolean('invisible').notNull().default(false),
    /** Banned by a moderator (ADR 0034): cannot log in, every session revoked, the profile hidden. */
    bannedAt: tstz('banned_at'),
    notificationsDisabled: text('notifications_disabled', { enum: NOTIFICATION_DISABLED_REASONS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness without the citext extension.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
    index('users_purge_after_idx')
      .on(t.purgeAfter)
      .where(sql`${t.purgeAfter} is not null`),
    check('users_credits_ck', sql`${t.credits} >= 0`),
    check('users_failed_logins_ck', sql`${t.failedLogins} >= 0`),
    check('users_status_ck', oneOf(t.status, USER_STATUSES)),
    check('users_language_ck', oneOf(t.language, LOCALES)),
    check('users_email_ck', sql`position('@' in ${t.email}) > 1`),
    check(
      'users_notifications_disabled_ck',
      sql`${t.notificationsDisabled} <@ array[${sql.raw(NOTIFICATION_DISABLED_REASONS.map((r) => `'${r}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** Server side of the opaque session cookie: only the token's hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
    ...sessionColumns(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use emailed links: activation, password reset, mail change, reactivation. Only hashes are stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuidId(),
    kind: text('kind', { enum: EMAIL_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_uq').on(t.tokenHash),
    // Rate limits ("too many password reset emails") count recent tokens per user and kind.
    index('email_tokens_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    check('email_tokens_kind_ck', oneOf(t.kind, EMAIL_TOKEN_KINDS)),
    check('email_tokens_new_email_ck', sql`(${t.kind} = 'mail_change') = (${t.newEmail} is not null)`),
  ],
);

/**
 * Failed logins for e-mail addresses without an account, by SHA-256 of the address: the unknown-address path
 * writes one small row as the known-address path writes its counter, so both take the same time (targets S9).
 * Rows older than a day are deleted by the hourly job.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    failures: integer('failures').notNull().default(1),
    lastAt: tstz('last_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_last_at_idx').on(t.lastAt)],
);
