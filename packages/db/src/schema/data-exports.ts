import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from './constants';
import { cascadeRef, createdAt, oneOf, tstz, uuidId } from './helpers';
import { users } from './users';

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A member's "Download my data" request (issue 15 item 7, ADR 0036): queued, built in the background into a
 * ZIP file (`<32 hex>.zip` in the API's exports folder), mailed as a link valid 24 hours, then deleted. Only
 * the SHA-256 of the link's token is stored. One request a day per member: the newest row's `created_at`
 * says when the next is possible. Deleted with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    /** The member's language when they asked: the mail is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    tokenHash: text('token_hash'),
    fileName: text('file_name'),
    bytes: integer('bytes'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    readyAt: tstz('ready_at'),
    expiresAt: tstz('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'building')`),
    uniqueIndex('data_exports_token_hash_uq').on(t.tokenHash),
    uniqueIndex('data_exports_file_name_uq').on(t.fileName),
    check('data_exports_status_ck', oneOf(t.status, DATA_EXPORT_STATUSES)),
    check('data_exports_locale_ck', oneOf(t.locale, LOCALES)),
    check('data_exports_file_name_ck', sql`${t.fileName} ~ '^[0-9a-f]{32}\\.zip$'`),
    check(
      'data_exports_ready_ck',
      sql`${t.status} <> 'ready' or (${t.tokenHash} is not null and ${t.fileName} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
