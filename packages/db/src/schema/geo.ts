import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Countries the site serves (spec §9) with their languages, region term and currency. */
export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    languages: text('languages').array().notNull(),
    regionTerm: text('region_term').notNull(),
    currency: text('currency').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('countries_code_ck', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('countries_languages_ck', sql`cardinality(${t.languages}) > 0`),
  ],
);

/** Subdivisions by country; `id` is the ISO 3166-2 code, e.g. `NL-NH`. */
export const regions = pgTable(
  'regions',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    // Target of the composite foreign key profiles(region_id, country) → a region of the profile's country.
    unique('regions_id_country_uq').on(t.id, t.countryCode),
    index('regions_country_idx').on(t.countryCode),
    check('regions_id_ck', sql`${t.id} like ${t.countryCode} || '-%'`),
  ],
);
