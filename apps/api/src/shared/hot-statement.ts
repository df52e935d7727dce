import { queryRows, type Db } from '@dating/db';
import { sql, type SQL } from 'drizzle-orm';

/** node-postgres' pool, as drizzle's `$client` holds it. */
type PgPool = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
};
/** PGlite, as drizzle's `$client` holds it. */
type Pglite = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>; exec: unknown };

/**
 * A hot read written once as SQL text with `$1…$n` (ADR 0039): on PostgreSQL a named prepared statement
 * (node-postgres parses it once per connection and then only binds), on PGlite a plain parameterised query;
 * no query builder runs per request. Inside a transaction (no `$client`) it goes through drizzle.
 *
 * Both drivers must hand back the same row values, so the select list keeps to what they parse alike: text,
 * uuid, boolean, int4 (cast counts and bigints with `::int`), json (`to_json(ts)` for a timestamp: the ISO
 * text of PostgreSQL, read with `new Date`), and dates as `::text`. Never a bare timestamp, date or int8.
 */
export function hotStatement<Row>(
  name: string,
  text: string,
): (db: Db, params: readonly unknown[]) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  let viaDrizzle: ((params: readonly unknown[]) => SQL) | null = null;
  return async (db, params) => {
    const client = (db as unknown as { $client?: PgPool | Pglite }).$client;
    if (client && 'totalCount' in client) {
      return (await client.query({ name, text, values: [...params] })).rows as Row[];
    }
    if (client && 'exec' in client) return (await client.query(text, [...params])).rows as Row[];
    viaDrizzle ??= drizzleSql(text);
    return queryRows<Row & Record<string, unknown>>(db, viaDrizzle(params));
  };
}

/** `text` with its `$n` placeholders bound through drizzle's `sql`. */
function drizzleSql(text: string): (params: readonly unknown[]) => SQL {
  const parts = text.split(/\$(\d+)/);
  return (params) => {
    const chunks: SQL[] = [];
    for (let i = 0; i < parts.length; i += 1) {
      chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${params[Number(parts[i]) - 1]}`);
    }
    return sql.join(chunks);
  };
}
