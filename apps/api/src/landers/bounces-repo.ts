import type { Db } from '@dating/db';
import { pageBounces } from '@dating/db/schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TPageBouncesResponse } from '@dating/core/contracts';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Counts one bounce of `lander` (and `campaign`) on the site's day (UTC): one upsert, no visitor data. */
export async function countBounce(
  db: Db,
  b: { siteId: string; lander: string; campaign: string | null; at: Date },
): Promise<void> {
  await db
    .insert(pageBounces)
    .values({ siteId: b.siteId, day: utcDay(b.at), lander: b.lander, campaign: b.campaign ?? '', count: 1 })
    .onConflictDoUpdate({
      target: [pageBounces.siteId, pageBounces.day, pageBounces.lander, pageBounces.campaign],
      set: { count: sql`${pageBounces.count} + 1` },
    });
}

/** The site's bounces of the last `days` days (today included), newest day first, then by count. */
export async function listBounces(
  db: Db,
  q: { siteId: string; days: number; now: Date },
): Promise<TPageBouncesResponse['bounces']> {
  const since = new Date(q.now.getTime() - (q.days - 1) * 86_400_000);
  const rows = await db
    .select()
    .from(pageBounces)
    .where(and(eq(pageBounces.siteId, q.siteId), gte(pageBounces.day, utcDay(since))))
    .orderBy(desc(pageBounces.day), desc(pageBounces.count), pageBounces.lander, pageBounces.campaign);
  return rows.map((r) => ({
    day: r.day,
    lander: r.lander as TPageBouncesResponse['bounces'][number]['lander'],
    campaign: r.campaign === '' ? null : r.campaign,
    count: r.count,
  }));
}
