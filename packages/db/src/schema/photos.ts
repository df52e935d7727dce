import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PHOTO_STATUSES } from './constants';
import { cascadeRef, createdAt, imageFileChecks, imageFileColumns, oneOf, tstz, uuidId } from './helpers';
import { users } from './users';

/**
 * Member photos. The files live in the media store as `<storage_key>.webp` (full) and
 * `<storage_key>-thumb.webp` (thumbnail); the key is 128 random bits in hex, so it cannot be guessed.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuidId(),
    ownerId: cascadeRef('owner_id', () => users.id),
    storageKey: text('storage_key').notNull(),
    private: boolean('private').notNull().default(false),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('pending'),
    position: integer('position').notNull().default(0),
    ...imageFileColumns(),
    createdAt: createdAt(),
    moderatedAt: tstz('moderated_at'),
  },
  (t) => [
    uniqueIndex('photos_storage_key_uq').on(t.storageKey),
    index('photos_owner_idx').on(t.ownerId, t.position),
    index('photos_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('photos_status_ck', oneOf(t.status, PHOTO_STATUSES)),
    ...imageFileChecks('photos', t),
  ],
);
