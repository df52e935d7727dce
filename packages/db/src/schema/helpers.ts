import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
