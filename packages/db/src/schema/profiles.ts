import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from './constants';
import { countries, regions } from './geo';
import { cascadeRef, createdAt, oneOf, tstz, updatedAt } from './helpers';
import { interests } from './interests';
import { photos } from './photos';
import { users } from './users';

/** A member's profile (spec §3). Its id is the user's id. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    sexuality: text('sexuality', { enum: SEXUALITIES }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    city: text('city'),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    regionId: text('region_id'),
    bio: text('bio'),
    hairColour: text('hair_colour', { enum: HAIR_COLOURS }),
    eyeColour: text('eye_colour', { enum: EYE_COLOURS }),
    bodyType: text('body_type', { enum: BODY_TYPES }),
    relationshipStatus: text('relationship_status', { enum: RELATIONSHIP_STATUSES }),
    tattoos: boolean('tattoos'),
    note: text('note'),
    /** Fictional profiles are always disclosed with the site's fictional icon and warning. */
    fictional: boolean('fictional').notNull().default(false),
    status: text('status', { enum: PROFILE_STATUSES }).notNull().default('disabled'),
    mainPhotoId: uuid('main_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /**
     * Hidden from search: the user is invisible or pending deletion. Kept equal to the users row by triggers
     * (migration 0006), so the search reads one table and counts from its index alone.
     */
    hidden: boolean('hidden').notNull().default(false),
    /** Hidden by a moderator (a report decided "hide" or "ban", ADR 0034): part of `hidden`, and the profile
     * page answers 404 to others. */
    moderationHiddenAt: tstz('moderation_hidden_at'),
    /** Last activity (login, app use), coarse to 5 minutes: the search order, newest first. */
    activeAt: tstz('active_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The region, when set, must belong to the profile's country.
    foreignKey({
      name: 'profiles_region_country_fk',
      columns: [t.regionId, t.country],
      foreignColumns: [regions.id, regions.countryCode],
    }),
    // Related profiles: active profiles of a country and gender nearest in age (two range scans).
    index('profiles_search_idx')
      .on(t.country, t.gender, t.dateOfBirth)
      .where(sql`${t.status} = 'active'`),
    // Member search (keyset paging by activity): country or region or neither, then gender, then the order;
    // the birth date rides along so the age filter never touches the table.
    index('profiles_search_country_active_idx')
      .on(t.country, t.gender, t.activeAt.desc(), t.userId.desc(), t.dateOfBirth)
      .where(sql`${t.status} = 'active' and not ${t.hidden}`),
    index('profiles_search_region_active_idx')
      .on(t.regionId, t.gender, t.activeAt.desc(), t.userId.desc(), t.dateOfBirth)
      .where(sql`${t.status} = 'active' and not ${t.hidden}`),
    index('profiles_search_all_active_idx')
      .on(t.gender, t.activeAt.desc(), t.userId.desc(), t.dateOfBirth)
      .where(sql`${t.status} = 'active' and not ${t.hidden}`),
    check('profiles_gender_ck', oneOf(t.gender, GENDERS)),
    check('profiles_sexuality_ck', oneOf(t.sexuality, SEXUALITIES)),
    check('profiles_status_ck', oneOf(t.status, PROFILE_STATUSES)),
    check('profiles_hair_colour_ck', oneOf(t.hairColour, HAIR_COLOURS)),
    check('profiles_eye_colour_ck', oneOf(t.eyeColour, EYE_COLOURS)),
    check('profiles_body_type_ck', oneOf(t.bodyType, BODY_TYPES)),
    check('profiles_relationship_status_ck', oneOf(t.relationshipStatus, RELATIONSHIP_STATUSES)),
    check('profiles_name_ck', sql`length(${t.name}) between 1 and 100`),
  ],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    userId: cascadeRef('user_id', () => profiles.userId),
    interestKey: text('interest_key')
      .notNull()
      .references(() => interests.key, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.interestKey] }),
    index('profile_interests_key_idx').on(t.interestKey),
  ],
);
