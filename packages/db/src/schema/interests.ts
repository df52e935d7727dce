import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { INTEREST_CATEGORIES } from './constants';
import { oneOf } from './helpers';

export const interests = pgTable(
  'interests',
  {
    key: text('key').primaryKey(),
    category: text('category', { enum: INTEREST_CATEGORIES }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('interests_category_ck', oneOf(t.category, INTEREST_CATEGORIES))],
);
