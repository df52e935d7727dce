import { sql, type SQL } from 'drizzle-orm';
import { check, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `timestamptz` mapped to a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** SQL for `column IN ('a', 'b', …)`, used by CHECK constraints on text columns that hold one of a list. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => {
    if (!/^[a-z0-9_]+$/.test(v)) throw new Error(`oneOf: unsafe value ${v}`);
    return `'${v}'`;
  });
  return sql`${column} in (${sql.raw(list.join(', '))})`;
}

/** `id uuid primary key default gen_random_uuid()`. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** `updated_at timestamptz not null default now()`. */
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** A required `uuid` foreign key whose rows go with the row they point at (`on delete cascade`). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

const pixels = (name: string) => integer(name).notNull();

/** The file columns of a re-encoded image (profile or chat photo): `<storage_key>.webp` and its thumbnail. */
export const imageFileColumns = () => ({
  width: pixels('width'),
  height: pixels('height'),
  thumbWidth: pixels('thumb_width'),
  thumbHeight: pixels('thumb_height'),
  bytes: integer('bytes'),
  /** A 16-pixel-wide blurred WebP preview as a data URL: the placeholder of a locked or loading photo. */
  blur: text('blur'),
});

type ImageFileTable = { storageKey: AnyPgColumn } & {
  [K in keyof ReturnType<typeof imageFileColumns>]: AnyPgColumn;
};

/** The CHECKs of an image's files: a 128-bit hex storage key and positive sizes. */
export const imageFileChecks = (table: string, t: ImageFileTable) => [
  check(`${table}_storage_key_ck`, sql`${t.storageKey} ~ '^[0-9a-f]{32}$'`),
  check(
    `${table}_size_ck`,
    sql`${t.width} > 0 and ${t.height} > 0 and ${t.thumbWidth} > 0 and ${t.thumbHeight} > 0`,
  ),
];

/**
 * The columns of a login session (members' `sessions`, `operator_sessions`) besides its owner: only the opaque
 * token's SHA-256 is stored, with its lifetime and where it was last used from.
 */
export const sessionColumns = () => ({
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
  lastSeenAt: tstz('last_seen_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});
