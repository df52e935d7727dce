/**
 * A throw-away PostgreSQL database for the benches and the fault battery: `name` created fresh on the server of
 * `databaseUrl` and dropped (with force) at clean-up. Answers its URL, or null (after saying why) when the
 * server cannot be reached.
 */
import { createDb } from '@dating/db';
import { sql } from 'drizzle-orm';

export async function throwawayPostgres(
  databaseUrl: string,
  name: string,
  say: (msg: string) => void,
  onCleanup: (fn: () => Promise<void>) => void,
): Promise<string | null> {
  const admin = await createDb({ databaseUrl });
  try {
    await admin.db.execute(sql`select 1`);
  } catch (err) {
    await admin.close();
    const cause = (err as Error & { cause?: Error }).cause ?? (err as Error);
    say(`PostgreSQL: skipped, cannot connect to ${databaseUrl} (${cause.message})`);
    return null;
  }
  await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
  await admin.db.execute(sql.raw(`create database "${name}"`));
  onCleanup(async () => {
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    await admin.close();
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
