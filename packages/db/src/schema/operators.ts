import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, sessionColumns, tstz, uuidId } from './helpers';

/**
 * What an operator may do (issue 15): `admin` everything, `moderator` photos and profiles, `host` the chat
 * host queue, `finance` complaints, goodwill and bounce figures. Checked by the API on every operator call.
 */
export const OPERATOR_ROLES = ['admin', 'moderator', 'host', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * The site's staff: not members. Created by `pnpm operator:create`; an argon2id password plus a TOTP second
 * factor (RFC 6238). `totp_last_step` is the last 30-second step a code was accepted for, so a code is used
 * once. Never deleted (the audit log names them): `disabled_at` ends their access.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuidId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    /** The TOTP secret, base32 (RFC 4648, no padding). */
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    disabledAt: tstz('disabled_at'),
  },
  (t) => [
    uniqueIndex('operators_email_lower_uq').on(sql`lower(${t.email})`),
    check(
      'operators_roles_ck',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array[${sql.raw(
        OPERATOR_ROLES.map((r) => `'${r}'`).join(', '),
      )}]::text[]`,
    ),
  ],
);

/** Operator sessions: separate from members' (own cookie), only the token's SHA-256 is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuidId(),
    operatorId: cascadeRef('operator_id', () => operators.id),
    ...sessionColumns(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);
