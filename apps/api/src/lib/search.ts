import {
  SEARCH_COUNT_CAP,
  type TSearchCard,
  type TSearchQuery,
  type TSearchResponse,
} from '@dating/core/contracts';
import { GENDERS } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { photos, profiles } from '@dating/db/schema';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ApiError } from './api-error';
import { mainPhotoJoin, publicProfileColumns, toPublicProfile } from './member-view';

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
  gender: (typeof GENDERS)[number];
  country?: string;
  region?: string;
  minAge: number;
  maxAge: number;
}

/**
 * The WHERE of one gender's search: `(country | region | –, gender, active_at desc, user_id desc, dob)` index
 * range with the age window read from the index, the keyset condition, and the exclusions (self and blocks
 * either way as one array computed once per query; invisible and pending deletion as `profiles.hidden`, part of
 * the partial indexes' predicate), all on the one table.
 * A region implies its country: a region of another country matches nothing.
 */
function searchWhere(f: Filters, viewerId: string | null, after: Cursor | null, now: Date): SQL | undefined {
  const { from, to } = birthDateWindow(f.minAge, f.maxAge, now);
  if (f.region && f.country && !f.region.startsWith(`${f.country}-`)) return sql`false`;
  return and(
    eq(profiles.status, 'active'),
    eq(profiles.gender, f.gender),
    f.region ? eq(profiles.regionId, f.region) : undefined,
    f.country && !f.region ? eq(profiles.country, f.country) : undefined,
    gte(profiles.dateOfBirth, from),
    lte(profiles.dateOfBirth, to),
    after
      ? sql`(${profiles.activeAt}, ${profiles.userId}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
    // Invisible and deleted members: `hidden`, kept in step with the users row by triggers (migration 0006).
    eq(profiles.hidden, false),
    viewerId
      ? sql`${profiles.userId} <> all(array(select ${viewerId}::uuid union all select b.blocked_id from blocks b where b.blocker_id = ${viewerId} union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId}))`
      : undefined,
  );
}

function pageQuery(
  db: Db,
  f: Filters,
  viewerId: string | null,
  after: Cursor | null,
  limit: number,
  now: Date,
) {
  return db
    .select({ ...publicProfileColumns, activeAt: profiles.activeAt })
    .from(profiles)
    .leftJoin(photos, mainPhotoJoin)
    .where(searchWhere(f, viewerId, after, now))
    .orderBy(sql`${profiles.activeAt} desc nulls last`, sql`${profiles.userId} desc nulls last`)
    .limit(limit);
}

/** Matches counted up to SEARCH_COUNT_CAP + 1 from the search index alone: never more than the cap is read. */
async function cappedCount(db: Db, f: Filters, viewerId: string | null, now: Date): Promise<number> {
  const inner = db
    .select({ one: sql<number>`1`.as('one') })
    .from(profiles)
    .where(searchWhere(f, viewerId, null, now))
    .limit(SEARCH_COUNT_CAP + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as('page'));
  return row?.n ?? 0;
}

type Row = Awaited<ReturnType<typeof pageQuery>>[number];

async function runSearch(
  db: Db,
  f: Omit<Filters, 'gender'> & { gender?: Filters['gender'] },
  viewerId: string | null,
  after: Cursor | null,
  limit: number,
  now: Date,
): Promise<{ rows: Row[]; more: boolean }> {
  const genders = f.gender ? [f.gender] : [...GENDERS];
  const pages = await Promise.all(
    genders.map((gender) => pageQuery(db, { ...f, gender }, viewerId, after, limit + 1, now)),
  );
  const merged = pages
    .flat()
    .sort((a, b) => b.activeAt.getTime() - a.activeAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { rows: merged.slice(0, limit), more: merged.length > limit };
}

const toCard = (r: Row, mediaPrefix: string, now: Date): TSearchCard => ({
  ...toPublicProfile(r, mediaPrefix, now),
  active: activityBand(r.activeAt, now),
});

/**
 * Member search (spec §3 search state, targets P6): keyset paging in a stable order, a capped count on the
 * first page only, and "similar results" (any region of the country, ±5 years) when the first page is short.
 */
export async function searchMembers(
  db: Db,
  q: TSearchQuery,
  opts: { viewerId: string | null; mediaPrefix: string; now: Date },
): Promise<TSearchResponse> {
  const { viewerId, mediaPrefix, now } = opts;
  const limit = q.limit ?? SEARCH_PAGE;
  let minAge = q.min_age ?? 18;
  let maxAge = q.max_age ?? 99;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const filters = { gender: q.gender, country: q.country, region: q.countryregion, minAge, maxAge };
  const after = q.cursor ? decodeCursor(q.cursor) : null;

  const { rows, more } = await runSearch(db, filters, viewerId, after, limit, now);
  const results = rows.map((r) => toCard(r, mediaPrefix, now));
  const last = rows.at(-1);
  const response: TSearchResponse = {
    results,
    next_cursor: more && last ? encodeCursor({ at: last.activeAt, id: last.id }) : null,
    num_results: null,
    num_results_capped: false,
    similar_results: [],
    similar_num_results: 0,
  };
  if (after) return response;

  const genders = filters.gender ? [filters.gender] : [...GENDERS];
  const counts = await Promise.all(
    genders.map((gender) => cappedCount(db, { ...filters, gender }, viewerId, now)),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  response.num_results = Math.min(total, SEARCH_COUNT_CAP);
  response.num_results_capped = total > SEARCH_COUNT_CAP;

  if (results.length < limit && (filters.region || minAge > 18 || maxAge < 99)) {
    const wider = {
      ...filters,
      region: undefined,
      minAge: Math.max(18, minAge - 5),
      maxAge: Math.min(99, maxAge + 5),
    };
    const seen = new Set(results.map((r) => r.id));
    const similar = await runSearch(db, wider, viewerId, null, limit + results.length, now);
    response.similar_results = similar.rows
      .filter((r) => !seen.has(r.id))
      .slice(0, limit)
      .map((r) => toCard(r, mediaPrefix, now));
    response.similar_num_results = response.similar_results.length;
  }
  return response;
}
