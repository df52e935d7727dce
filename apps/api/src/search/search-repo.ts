import {
  SEARCH_COUNT_CAP,
  type TSearchCard,
  type TSearchQuery,
  type TSearchResponse,
} from '@dating/core/contracts';
import { GENDERS } from '@dating/core/contracts';
import { ADULT_AGE, MAX_AGE } from '@dating/core/domain';
import { pgliteGenericStatement, type Db } from '@dating/db';
import { photos, profiles } from '@dating/db/schema';
import { fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sessionUserIdSql } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { mainPhotoJoin, toPublicProfile, type PublicRow } from '../profiles/public-profile';

export const SEARCH_PAGE = 24;
const MINUTE = 60_000;

/** A position in the search order (activity, newest first; the id breaks ties). */
interface Cursor {
  at: Date;
  id: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at.toISOString()}|${c.id}`, 'utf8').toString('base64url');
}

/** The cursor of a previous page, or a 400 for anything that is not one. */
export function decodeCursor(raw: string): Cursor {
  const [iso, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (extra !== undefined || !id || !UUID_RE.test(id) || Number.isNaN(at.getTime())) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'query.cursor', message: 'errors.validation_failed' }],
    });
  }
  return { at, id };
}

/** The `YYYY-MM-DD` birth-date window of ages min..max on `now` (UTC calendar). */
export function birthDateWindow(minAge: number, maxAge: number, now: Date): { from: string; to: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  // Oldest: turns maxAge + 1 tomorrow, i.e. born the day after (today − (maxAge + 1) years).
  const from = iso(Date.UTC(y - maxAge - 1, m, d) + 86_400_000);
  const to = iso(Date.UTC(y - minAge, m, d));
  return { from, to };
}

/** Coarse activity band: never a timestamp (targets S13). */
export function activityBand(activeAt: Date, now: Date): TSearchCard['active'] {
  const age = now.getTime() - activeAt.getTime();
  if (age <= 15 * MINUTE) return 'online';
  if (age <= 24 * 60 * MINUTE) return 'today';
  if (age <= 7 * 24 * 60 * MINUTE) return 'week';
  return null;
}

interface Filters {
  genders: readonly (typeof GENDERS)[number][];
  country?: string;
  region?: string;
  minAge: number;
  maxAge: number;
}

/** Who searches: a session token's hash (resolved inside the statement), a known member, or a visitor. */
export type SearchViewer = { tokenHash: string } | { id: string } | null;

/** The parts of a search statement that change its text (each shape is one named prepared statement). */
interface Shape {
  auth: 'token' | 'id' | 'none';
  /** `nothing`: a region of another country, which matches nothing. */
  loc: 'country' | 'region' | 'all' | 'nothing';
  genders: 1 | 2;
  cursor: boolean;
  count: boolean;
}

const ph = (name: string) => sql.placeholder(name);
const dialect = new PgDialect();

/**
 * The WHERE of one gender's search: `(country | region | –, gender, active_at desc, user_id desc, dob)` index
 * range with the age window read from the index and `status = 'active' and not hidden` as the partial indexes'
 * predicate (invisible and pending-deletion members are `hidden`, kept in step by triggers, migration 0006).
 *
 * The statements are prepared and, on PostgreSQL, run with generic plans (`DbHandle.generic`, planned once per
 * connection; ADR 0012). A generic plan guesses 0.5 % for a range of unknown bounds, which would make a bitmap
 * scan of the whole age window look cheap. So the `count` scan (index-only, ordered index) applies the age window as a
 * filter (`+ 0`), and the `byId` check (the excluded members, by primary key) hides every other column from the
 * index choice the same way: each part has one sensible plan whatever the parameters.
 */
function matchWhere(shape: Shape, gender: string, use: 'page' | 'count' | 'byId' = 'page'): SQL {
  const byId = use === 'byId';
  const col = (c: SQLWrapper) => (byId ? sql`(${c} || '')` : sql`${c}`);
  const loc =
    shape.loc === 'country'
      ? sql` and ${col(profiles.country)} = ${ph('country')}`
      : shape.loc === 'region'
        ? sql` and ${col(profiles.regionId)} = ${ph('region')}`
        : shape.loc === 'nothing'
          ? sql` and false`
          : sql``;
  const dob = use === 'page' ? sql`${profiles.dateOfBirth}` : sql`(${profiles.dateOfBirth} + 0)`;
  return sql`${profiles.status} = 'active' and not ${profiles.hidden} and ${col(profiles.gender)} = ${ph(gender)}${loc}
    and ${dob} >= ${ph('from')}::date and ${dob} <= ${ph('to')}::date`;
}

/** Not the viewer, nor anyone blocked either way: one array (`ex`), computed once per statement. */
const notExcluded = (shape: Shape) =>
  shape.auth === 'none' ? sql`` : sql` and ${profiles.userId} <> all((select ids from ex)::uuid[])`;

/**
 * One statement per request: the viewer (a session resolved by token hash, with exactly the conditions of
 * `findSessionUser`), the excluded ids, one keyset page per gender and, on a first page, the capped count.
 * Without a viewer row (no, revoked, expired session) it is a visitor's search; the caller decides whether a
 * visitor may see it. The count reads at most SEARCH_COUNT_CAP + 1 + |excluded| index entries per gender
 * without the exclusion filter, then subtracts the excluded members that match: the same capped figure as
 * filtering each entry, at half the work.
 */
function searchStatement(shape: Shape): SQL {
  const genders = shape.genders === 2 ? ['g1', 'g2'] : ['g1'];
  const ctes: SQL[] = [];
  if (shape.auth !== 'none') {
    ctes.push(
      shape.auth === 'token'
        ? sql`v as (${sessionUserIdSql(ph('tokenHash'), ph('now'))})`
        : sql`v as (select ${ph('viewerId')}::uuid as user_id)`,
      sql`ex as (select array(select user_id from v
        union all select b.blocked_id from blocks b where b.blocker_id = (select user_id from v)
        union all select b.blocker_id from blocks b where b.blocked_id = (select user_id from v)) as ids)`,
    );
  }
  const after = shape.cursor
    ? sql` and (${profiles.activeAt}, ${profiles.userId}) < (${ph('at')}::timestamptz, ${ph('id')}::uuid)`
    : sql``;
  const pages = genders.map(
    (g) => sql`(select ${profiles.userId} as "id", ${profiles.name} as "name", ${profiles.gender} as "gender",
        ${profiles.sexuality} as "sexuality", ${profiles.dateOfBirth} as "dateOfBirth", ${profiles.city} as "city",
        ${profiles.country} as "country", ${profiles.regionId} as "regionId", ${profiles.fictional} as "fictional",
        ${photos.storageKey} as "photoKey", ${photos.width} as "photoWidth", ${photos.height} as "photoHeight",
        ${photos.status} as "photoStatus", ${profiles.activeAt} as "activeAt"
      from ${profiles} left join ${photos} on ${mainPhotoJoin}
      where ${matchWhere(shape, g)}${after}${notExcluded(shape)}
      order by ${profiles.activeAt} desc nulls last, ${profiles.userId} desc nulls last limit ${ph('limit')})`,
  );
  let total = sql`null::int`;
  if (shape.count) {
    const scan =
      shape.auth === 'none'
        ? sql`${ph('cap')}::int`
        : sql`${ph('cap')}::int + (select cardinality(ids) from ex)`;
    const counts = genders.map(
      (g) =>
        sql`(select count(*)::int from (select 1 from ${profiles} where ${matchWhere(shape, g, 'count')} limit ${scan}) t)`,
    );
    total = sql.join(counts, sql` + `);
    if (shape.auth !== 'none') {
      const matched = genders.map(
        (g) => sql`(select count(*)::int from ${profiles}
          where ${profiles.userId} = any((select ids from ex)::uuid[]) and ${matchWhere(shape, g, 'byId')})`,
      );
      total = sql`${total} - ${sql.join(matched, sql` - `)}`;
    }
  }
  const viewerId = shape.auth === 'none' ? sql`null::uuid` : sql`(select user_id from v)`;
  return sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}select ${viewerId} as "viewerId",
    ${total} as "total", page.* from (select 1) one left join (${sql.join(pages, sql` union all `)}) page on true`;
}

/** One row of the search statement: a card's columns (none on an empty page), the viewer and the count. */
interface Row extends Omit<PublicRow, 'id'> {
  viewerId: string | null;
  total: number | null;
  id: string | null;
  activeAt: string | Date;
}
type Card = Row & { id: string; at: number };

type Run = (values: Record<string, unknown>) => Promise<Row[]>;
const preparedByDb = new WeakMap<Db, Map<string, Run>>();

/**
 * The shape's named prepared statement on `db`, built once. On PostgreSQL node-postgres parses it once per
 * connection and the search pool plans it once (`DbHandle.generic`); on PGlite it is PREPAREd once and run with a
 * generic plan too (`pgliteGenericStatement`).
 */
function prepared(db: Db, shape: Shape): Run {
  const key = `${shape.auth}_${shape.loc}_${shape.genders}${shape.cursor ? '_after' : ''}${shape.count ? '_count' : ''}`;
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map()));
  let run = byKey.get(key);
  if (!run) {
    const query = dialect.sqlToQuery(searchStatement(shape));
    const lite = pgliteGenericStatement(db, `search_${key}`, query.sql);
    if (lite) {
      run = async (values) => (await lite(fillPlaceholders(query.params, values))) as unknown as Row[];
    } else {
      const q = db._.session.prepareQuery(query, undefined, `search_${key}`, false);
      run = async (values) => ((await q.execute(values)) as { rows: Row[] }).rows;
    }
    byKey.set(key, run);
  }
  return run;
}

async function runSearch(
  db: Db,
  f: Filters,
  viewer: SearchViewer,
  after: Cursor | null,
  limit: number,
  count: boolean,
  now: Date,
): Promise<{ viewerId: string | null; rows: Card[]; more: boolean; total: number | null }> {
  const { from, to } = birthDateWindow(f.minAge, f.maxAge, now);
  const shape: Shape = {
    auth: viewer === null ? 'none' : 'tokenHash' in viewer ? 'token' : 'id',
    loc:
      f.region && f.country && !f.region.startsWith(`${f.country}-`)
        ? 'nothing'
        : f.region
          ? 'region'
          : f.country
            ? 'country'
            : 'all',
    genders: f.genders.length === 2 ? 2 : 1,
    cursor: after !== null,
    count,
  };
  const rows = await prepared(
    db,
    shape,
  )({
    tokenHash: viewer && 'tokenHash' in viewer ? viewer.tokenHash : undefined,
    now: now.toISOString(),
    viewerId: viewer && 'id' in viewer ? viewer.id : undefined,
    g1: f.genders[0],
    g2: f.genders[1],
    country: f.country,
    region: f.region,
    from,
    to,
    at: after?.at.toISOString(),
    id: after?.id,
    limit: limit + 1,
    cap: SEARCH_COUNT_CAP + 1,
  });
  const first = rows[0];
  const merged: Card[] = [];
  for (const r of rows) {
    if (r.id !== null) merged.push({ ...r, id: r.id, at: new Date(r.activeAt).getTime() });
  }
  merged.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return {
    viewerId: first?.viewerId ?? null,
    rows: merged.slice(0, limit),
    more: merged.length > limit,
    total: first?.total ?? null,
  };
}

const toCard = (r: Card, mediaPrefix: string, now: Date): TSearchCard => ({
  ...toPublicProfile(r, mediaPrefix, now),
  active: activityBand(new Date(r.at), now),
});

/**
 * Member search (spec §3 search state, targets P6): keyset paging in a stable order, a capped count on the
 * first page only, and "similar results" (any region of the country, ±5 years) when the first page is short.
 * One statement per page (plus one for similar results); with `{ tokenHash }` the session is resolved in it
 * and `viewerId` is null when it is not valid (the results are then a visitor's).
 */
export async function searchAs(
  db: Db,
  q: TSearchQuery,
  opts: { viewer: SearchViewer; mediaPrefix: string; now: Date },
): Promise<{ viewerId: string | null; response: TSearchResponse }> {
  const { mediaPrefix, now } = opts;
  const limit = q.limit ?? SEARCH_PAGE;
  let minAge = q.min_age ?? ADULT_AGE;
  let maxAge = q.max_age ?? MAX_AGE;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const filters: Filters = {
    genders: q.gender ? [q.gender] : GENDERS,
    country: q.country,
    region: q.countryregion,
    minAge,
    maxAge,
  };
  const after = q.cursor ? decodeCursor(q.cursor) : null;

  const first = await runSearch(db, filters, opts.viewer, after, limit, after === null, now);
  const { viewerId, rows, more } = first;
  const results = rows.map((r) => toCard(r, mediaPrefix, now));
  const last = rows.at(-1);
  const response: TSearchResponse = {
    results,
    next_cursor: more && last ? encodeCursor({ at: new Date(last.at), id: last.id }) : null,
    num_results: null,
    num_results_capped: false,
    similar_results: [],
    similar_num_results: 0,
  };
  if (after) return { viewerId, response };

  const total = first.total ?? 0;
  response.num_results = Math.min(total, SEARCH_COUNT_CAP);
  response.num_results_capped = total > SEARCH_COUNT_CAP;

  if (results.length < limit && (filters.region || minAge > ADULT_AGE || maxAge < MAX_AGE)) {
    const wider = {
      ...filters,
      region: undefined,
      minAge: Math.max(ADULT_AGE, minAge - 5),
      maxAge: Math.min(MAX_AGE, maxAge + 5),
    };
    const seen = new Set(results.map((r) => r.id));
    const similar = await runSearch(
      db,
      wider,
      viewerId ? { id: viewerId } : null,
      null,
      limit + results.length,
      false,
      now,
    );
    response.similar_results = similar.rows
      .filter((r) => !seen.has(r.id))
      .slice(0, limit)
      .map((r) => toCard(r, mediaPrefix, now));
    response.similar_num_results = response.similar_results.length;
  }
  return { viewerId, response };
}

/** `searchAs` for a known member (`viewerId`) or a visitor (null). */
export async function searchMembers(
  db: Db,
  q: TSearchQuery,
  opts: { viewerId: string | null; mediaPrefix: string; now: Date },
): Promise<TSearchResponse> {
  const viewer = opts.viewerId ? { id: opts.viewerId } : null;
  return (await searchAs(db, q, { viewer, mediaPrefix: opts.mediaPrefix, now: opts.now })).response;
}
