import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCompanyDetails, TSiteSettings } from '../site-settings';
import { createdAt, updatedAt, uuidId } from './helpers';

/** One row per domain the operator runs; exactly one may be the default (fallback for unknown hosts). */
export const sites = pgTable(
  'sites',
  {
    id: uuidId(),
    domain: text('domain').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<TSiteSettings>().notNull(),
    company: jsonb('company').$type<TCompanyDetails>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sites_domain_uq').on(t.domain),
    uniqueIndex('sites_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('sites_domain_lower_ck', sql`${t.domain} = lower(${t.domain}) and ${t.domain} !~ ':'`),
  ],
);
