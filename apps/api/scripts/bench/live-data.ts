/**
 * The data of `pnpm bench:live` and `pnpm faults:chat`: a throw-away database (PGlite in a temp dir, or a fresh
 * PostgreSQL database dropped at the end), migrated and seeded, with N chat members (confirmed, premium, rich:
 * credits never run out, each with a session token) paired into conversations.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { createDb, migrate, queryRows, seed, type DbHandle } from '@dating/db';
import { sql } from 'drizzle-orm';
import type { Pair } from './live-load';
import type { ServerStart } from './live-server';
import { onCleanup } from './children';
import { throwawayPostgres } from './throwaway-db';

export interface Prepared {
  start: Omit<ServerStart, 'redisUrl' | 'redisChannel'>;
  members: { id: string; token: string }[];
  pairs: Pair[];
  version: string;
}

/** Credits every prepared member starts with. */
export const START_CREDITS = 1_000_000_000;

/**
 * Prepares the database; `null` (after saying why) when PostgreSQL is unreachable. `dbName` names the
 * PostgreSQL database (dropped first and at clean-up).
 */
export async function prepare(
  kind: 'pglite' | 'postgres',
  opts: { databaseUrl: string; members: number; dbName: string; say: (msg: string) => void },
): Promise<Prepared | null> {
  const tmp = await mkdtemp(join(os.tmpdir(), `${opts.dbName}-`));
  onCleanup(() => rm(tmp, { recursive: true, force: true }));
  let h: DbHandle;
  let start: Prepared['start'];
  if (kind === 'pglite') {
    start = { dataDir: join(tmp, 'pgdata'), mediaDir: join(tmp, 'media') };
    h = await createDb({ dataDir: start.dataDir });
  } else {
    const url = await throwawayPostgres(opts.databaseUrl, opts.dbName, opts.say, onCleanup);
    if (!url) return null;
    start = { databaseUrl: url, mediaDir: join(tmp, 'media') };
    h = await createDb({ databaseUrl: start.databaseUrl });
  }
  await migrate(h);
  await seed(h, { members: 4, mediaDir: start.mediaDir, domain: 'localhost' });
  const db = h.db;
  const [{ version } = { version: '?' }] = await queryRows<{ version: string }>(db, sql`select version()`);
  const [like] = await queryRows<{ gender: string; sexuality: string; country: string }>(
    db,
    sql`select gender, sexuality, country from profiles limit 1`,
  );
  await db.execute(sql`
    insert into users (email, status, credits, paid_user, confirmed_at, language)
    select 'bench-' || g || '@bench.invalid', 'active', ${START_CREDITS}, true, now(), 'en'
    from generate_series(1, ${opts.members}) g`);
  const ids = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from users where email like 'bench-%@bench.invalid' order by email`,
    )
  ).map((r) => r.id);
  await db.execute(sql`
    insert into profiles (user_id, name, gender, sexuality, date_of_birth, country, status)
    select id, 'Bench', ${like!.gender}, ${like!.sexuality}, '1990-01-01', ${like!.country}, 'active'
    from users where email like 'bench-%@bench.invalid'`);
  const members: Prepared['members'] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500).map((id) => {
      const token = randomBytes(32).toString('base64url');
      return { id, token, hash: createHash('sha256').update(token).digest('hex') };
    });
    await db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at) values ${sql.join(
        chunk.map((c) => sql`(${c.id}::uuid, ${c.hash}, now() + interval '1 day')`),
        sql`, `,
      )}`,
    );
    members.push(...chunk.map((c) => ({ id: c.id, token: c.token })));
  }
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < members.length; i += 2) {
    const [a, b] = [members[i]!.id, members[i + 1]!.id];
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into conversations (member_a, member_b, started_by) values (${lo}::uuid, ${hi}::uuid, ${a}::uuid)
          returning id`,
    );
    pairs.push({ a: i, b: i + 1, conversation: row!.id });
  }
  await h.close();
  return { start, members, pairs, version: version.split(' ').slice(0, 2).join(' ') };
}
