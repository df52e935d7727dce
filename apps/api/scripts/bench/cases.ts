import { type TSearchQuery } from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { createSession } from '../../src/accounts/sessions-repo';
import { sql, type SQL } from 'drizzle-orm';
import { MEDIA_PREFIX } from '../../src/photos/images';
import { SEARCH_PAGE, searchMembers } from '../../src/search/search-repo';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../src/accounts/session-token';
import type { LoadTarget } from './http-load';

/** One filter mix of the member search (spec filters), as the API's query string takes it. */
export interface Mix {
  key: string;
  label: string;
  query: Omit<TSearchQuery, 'cursor' | 'limit' | 'network'>;
}

export const DEEP_PAGE = 200;

/** Country + gender + age, region + gender + age (the country's largest region), gender only. */
export async function chooseMixes(db: Db, country: string): Promise<Mix[]> {
  const [top] = await queryRows<{ region_id: string }>(
    db,
    sql`select region_id from profiles where country = ${country} and region_id is not null
        group by region_id order by count(*) desc, region_id limit 1`,
  );
  const mixes: Mix[] = [
    {
      key: 'country',
      label: `${country} f 25–40`,
      query: { country, gender: 'female', min_age: 25, max_age: 40 },
    },
  ];
  if (top) {
    mixes.push({
      key: 'region',
      label: `${top.region_id} f 25–45`,
      query: { country, countryregion: top.region_id, gender: 'female', min_age: 25, max_age: 45 },
    });
  }
  mixes.push({ key: 'gender', label: 'f, any age', query: { gender: 'female' } });
  return mixes;
}

export interface Ctx {
  db: Db;
  /** The database the search route uses (`DbHandle.generic`). */
  search: Db;
  viewerId: string;
  now: Date;
}

export const runOurs = (c: Ctx, q: TSearchQuery) =>
  searchMembers(c.search, q, { viewerId: c.viewerId, mediaPrefix: MEDIA_PREFIX, now: c.now });

/** Cursors of page 2 and page `DEEP_PAGE` (or the last page, when there are fewer), by walking `next_cursor`. */
export async function walkCursors(
  c: Ctx,
  mix: Mix,
): Promise<{ page2: string | null; deep: string | null; deepPage: number; firstCount: number | null }> {
  const first = await runOurs(c, mix.query);
  let cursor = first.next_cursor;
  const page2 = cursor;
  let page = 1;
  let deep: string | null = null;
  while (cursor && page < DEEP_PAGE) {
    deep = cursor;
    page += 1;
    const res = await runOurs(c, { ...mix.query, cursor });
    cursor = res.next_cursor;
  }
  return { page2, deep, deepPage: deep ? page : 1, firstCount: first.num_results };
}

/** The same filters the pH7Builder way: LIKE on every column, the age computed per row from the birth date. */
function baselineWhere(c: Ctx, mix: Mix): SQL {
  const q = mix.query;
  const day = c.now.toISOString().slice(0, 10);
  const parts: SQL[] = [
    sql`p.status = 'active'`,
    sql`u.status <> 'pending_deletion'`,
    sql`u.invisible = false`,
    sql`p.user_id <> ${c.viewerId}::uuid`,
    sql`p.user_id not in (select blocked_id from blocks where blocker_id = ${c.viewerId}::uuid)`,
    sql`p.user_id not in (select blocker_id from blocks where blocked_id = ${c.viewerId}::uuid)`,
  ];
  if (q.gender) parts.push(sql`p.gender like ${`%${q.gender}%`}`);
  if (q.country) parts.push(sql`p.country like ${`%${q.country}%`}`);
  if (q.countryregion) parts.push(sql`p.region_id like ${`%${q.countryregion}%`}`);
  parts.push(
    sql`extract(year from age(${day}::date, p.date_of_birth)) between ${q.min_age ?? 18} and ${q.max_age ?? 99}`,
  );
  return sql.join(parts, sql` and `);
}

export function baselinePageSql(c: Ctx, mix: Mix, offset: number): SQL {
  return sql`
    select p.user_id, p.name, p.gender, p.sexuality, p.date_of_birth, p.city, p.country, p.region_id,
           p.fictional, p.active_at, ph.storage_key, ph.width, ph.height, ph.status as photo_status
    from profiles p
    join users u on u.id = p.user_id
    left join photos ph on ph.id = p.main_photo_id and ph.status = 'approved' and ph.private = false
    where ${baselineWhere(c, mix)}
    order by p.active_at desc
    limit ${SEARCH_PAGE} offset ${offset}`;
}

export function baselineCountSql(c: Ctx, mix: Mix): SQL {
  return sql`select count(*)::int as n from profiles p join users u on u.id = p.user_id where ${baselineWhere(c, mix)}`;
}

/** One pH7Builder-style page: the LIMIT/OFFSET query, then the second COUNT(*) query with the same WHERE. */
export async function runBaseline(c: Ctx, mix: Mix, page: number): Promise<{ rows: number; total: number }> {
  const rows = await queryRows(c.db, baselinePageSql(c, mix, (page - 1) * SEARCH_PAGE));
  const [count] = await queryRows<{ n: number }>(c.db, baselineCountSql(c, mix));
  return { rows: rows.length, total: count?.n ?? 0 };
}

/** The viewer's blocks: 30 members they blocked and 20 who blocked them, spread over the first pages of `mix`. */
export async function addViewerBlocks(c: Ctx, country: string): Promise<number> {
  const rows = await queryRows<{ user_id: string }>(
    c.db,
    sql`select user_id from profiles where country = ${country} and gender = 'female' and status = 'active'
        order by active_at desc, user_id desc limit 5000`,
  );
  const picked = rows.filter((_, i) => i % 100 === 3).map((r) => r.user_id);
  if (picked.length < 50) picked.push(...rows.slice(0, 50 - picked.length).map((r) => r.user_id));
  const uniq = [...new Set(picked)].slice(0, 50);
  const values = uniq.map((id, i) =>
    i < 30 ? sql`(${c.viewerId}::uuid, ${id}::uuid)` : sql`(${id}::uuid, ${c.viewerId}::uuid)`,
  );
  if (values.length === 0) return 0;
  await c.db.execute(
    sql`insert into blocks (blocker_id, blocked_id) values ${sql.join(values, sql`, `)} on conflict do nothing`,
  );
  return values.length;
}

/** A session of the viewer, valid for a day from `c.now`, as the Cookie header the HTTP load sends. */
export async function viewerCookie(c: Ctx): Promise<string> {
  const token = newSessionToken();
  await createSession(c.db, {
    userId: c.viewerId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(c.now.getTime() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** The search URL of a query (undefined parameters left out). */
const searchPath = (q: Record<string, unknown>) =>
  '/api/search.php?' +
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The HTTP load's requests: page 1, page 2 and the deep page of each walked mix, labelled by kind. */
export function searchTargets(
  walks: readonly { mix: Mix; page2: string | null; deep: string | null }[],
  deepKind: string,
): LoadTarget[] {
  return walks.flatMap((w) => [
    { path: searchPath(w.mix.query), kind: 'page 1' },
    ...(w.page2 ? [{ path: searchPath({ ...w.mix.query, cursor: w.page2 }), kind: 'page 2' }] : []),
    ...(w.deep ? [{ path: searchPath({ ...w.mix.query, cursor: w.deep }), kind: deepKind }] : []),
  ]);
}
