import type { Db } from '@dating/db';
import { sql } from 'drizzle-orm';

/** Fewest likes per group (paying, free) before a figure is shown at all. */
export const MIN_LIKES_PER_GROUP = 200;
const CACHE_MS = 60 * 60_000;

export interface LikeOutcomes {
  paidLikes: number;
  paidMatches: number;
  freeLikes: number;
  freeMatches: number;
}

/**
 * The spec's "higher chance of a match" for paying members, from the site's own data: how much likelier a
 * like sent by a paying member is returned (a match) than one sent by a free member, in whole percent.
 * Null unless both groups have MIN_LIKES_PER_GROUP likes, free members have matches, and the difference
 * is significant (two-proportion z-test, |z| ≥ 1.96): a claim the data does not back is not made.
 */
export function matchChanceIncrease(o: LikeOutcomes): number | null {
  if (o.paidLikes < MIN_LIKES_PER_GROUP || o.freeLikes < MIN_LIKES_PER_GROUP || o.freeMatches === 0)
    return null;
  const p1 = o.paidMatches / o.paidLikes;
  const p2 = o.freeMatches / o.freeLikes;
  const pooled = (o.paidMatches + o.freeMatches) / (o.paidLikes + o.freeLikes);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / o.paidLikes + 1 / o.freeLikes));
  if (se === 0 || Math.abs((p1 - p2) / se) < 1.96) return null;
  return Math.round((p1 / p2 - 1) * 100);
}

/** Likes and returned likes of a site's members, by whether the liker is a paying member. */
export async function likeOutcomes(db: Db, siteId: string): Promise<LikeOutcomes> {
  const rows = await db.execute<{ paid: boolean; likes: string | number; matches: string | number }>(sql`
    select u.paid_user as paid, count(*) as likes,
      count(*) filter (where exists (
        select 1 from likes b where b.from_user_id = l.to_user_id and b.to_user_id = l.from_user_id)) as matches
    from likes l join users u on u.id = l.from_user_id
    where u.site_id = ${siteId}
    group by u.paid_user`);
  const out: LikeOutcomes = { paidLikes: 0, paidMatches: 0, freeLikes: 0, freeMatches: 0 };
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    paid: boolean;
    likes: string | number;
    matches: string | number;
  }[];
  for (const r of list) {
    if (r.paid) {
      out.paidLikes = Number(r.likes);
      out.paidMatches = Number(r.matches);
    } else {
      out.freeLikes = Number(r.likes);
      out.freeMatches = Number(r.matches);
    }
  }
  return out;
}

/** The figure per site, computed at most once an hour. */
export function matchChanceCache(db: Db, now: () => Date) {
  const cache = new Map<string, { at: number; value: number | null }>();
  return async (siteId: string): Promise<number | null> => {
    const hit = cache.get(siteId);
    const t = now().getTime();
    if (hit && t - hit.at < CACHE_MS) return hit.value;
    const value = matchChanceIncrease(await likeOutcomes(db, siteId));
    cache.set(siteId, { at: t, value });
    return value;
  };
}
