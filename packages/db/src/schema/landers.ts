import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { cascadeRef } from './helpers';

/**
 * Page bounces of the landers (spec §4: the `lb` query enables them; `POST /api/page-hidden.php`), counted per
 * site, day, lander and campaign. Only counts: no visitor, address, cookie or time of day is stored.
 * `campaign` is '' for a lander opened without a campaign.
 */
export const pageBounces = pgTable(
  'page_bounces',
  {
    siteId: cascadeRef('site_id', () => sites.id),
    day: date('day', { mode: 'string' }).notNull(),
    lander: text('lander').notNull(),
    campaign: text('campaign').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'page_bounces_pk', columns: [t.siteId, t.day, t.lander, t.campaign] }),
    check('page_bounces_count_ck', sql`${t.count} >= 0`),
  ],
);
