import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PHOTO_STATUSES } from './constants';
import { createdAt, oneOf, tstz } from './helpers';
import { users } from './users';

/**
 * Member photos. The files live in the media store as `<storage_key>.webp` (full) and
 * `<storage_key>-thumb.webp` (thumbnail); the key is 128 random bits in hex, so it cannot be guessed.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    private: boolean('private').notNull().default(false),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('pending'),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    bytes: integer('bytes'),
    /** A 16-pixel-wide blurred WebP preview as a data URL: the placeholder of a locked or loading photo. */
    blur: text('blur'),
    createdAt: createdAt(),
    moderatedAt: tstz('moderated_at'),
  },
  (t) => [
    uniqueIndex('photos_storage_key_uq').on(t.storageKey),
    index('photos_owner_idx').on(t.ownerId, t.position),
    index('photos_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('photos_storage_key_ck', sql`${t.storageKey} ~ '^[0-9a-f]{32}$'`),
    check('photos_status_ck', oneOf(t.status, PHOTO_STATUSES)),
    check(
      'photos_size_ck',
      sql`${t.width} > 0 and ${t.height} > 0 and ${t.thumbWidth} > 0 and ${t.thumbHeight} > 0`,
    ),
  ],
);
