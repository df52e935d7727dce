import { PHOTO_LIMITS } from '@dating/core/domain';
import type { TUser } from '@dating/core/contracts';
import { ageOn, type Db } from '@dating/db';
import type { photos } from '@dating/db/schema';
import { toImage } from '../photos/images';
import { hotStatement } from '../shared/hot-statement';
import { ACTIVITY_RESOLUTION_MS } from './activity';

type OwnPhoto = Pick<
  typeof photos.$inferSelect,
  'id' | 'storageKey' | 'width' | 'height' | 'status' | 'private'
>;

type OwnRow = {
  status: TUser['status'];
  credits: number;
  paid_user: boolean;
  signup_at: string;
  language: TUser['language'];
  notifications_disabled: TUser['notifications_disabled'];
  invisible: boolean;
  id: string;
  name: string;
  date_of_birth: string;
  gender: TUser['profile']['gender'];
  sexuality: TUser['profile']['sexuality'];
  city: string | null;
  country: string;
  region_id: string | null;
  fictional: boolean;
  profile_status: TUser['profile']['status'];
  bio: string | null;
  hair_colour: TUser['profile']['hair_colour'];
  eye_colour: TUser['profile']['eye_colour'];
  body_type: TUser['profile']['body_type'];
  relationship_status: TUser['profile']['relationship_status'];
  tattoos: boolean | null;
  note: string | null;
  main_photo_id: string | null;
  photos: OwnPhoto[];
  interests: string[];
};

/** The member, profile, photos and interests of `$1` (the select of both statements below). */
const OWN_SELECT = `select u.status, u.credits, u.paid_user, to_json(u.signup_at) as signup_at, u.language,
    to_json(u.notifications_disabled) as notifications_disabled, u.invisible, u.id, p.name,
    p.date_of_birth::text as date_of_birth, p.gender, p.sexuality, p.city, p.country, p.region_id,
    p.fictional, p.status as profile_status, p.bio, p.hair_colour, p.eye_colour, p.body_type,
    p.relationship_status, p.tattoos, p.note, p.main_photo_id,
    coalesce((select json_agg(json_build_object('id', ph.id, 'storageKey', ph.storage_key, 'width', ph.width,
      'height', ph.height, 'status', ph.status, 'private', ph.private) order by ph.position, ph.created_at)
      from photos ph where ph.owner_id = u.id), '[]'::json) as photos,
    coalesce((select json_agg(i.interest_key order by i.interest_key) from profile_interests i
      where i.user_id = u.id), '[]'::json) as interests
  from users u join profiles p on p.user_id = u.id where u.id = $1 limit 1`;

const ownUser = hotStatement<OwnRow>('own_user_v1', OWN_SELECT);

/**
 * The same, marking the member active in the same statement: exactly `touchActivity` (accounts/activity.ts),
 * `$2` now and `$3` now less `ACTIVITY_RESOLUTION_MS`, so a read of user.php is one round trip (ADR 0039).
 * Data-modifying CTEs run to completion whether or not the select reads them.
 */
const ownUserTouched = hotStatement<OwnRow>(
  'own_user_touch_v1',
  `with touch_profile as (update profiles set active_at = $2::timestamptz
      where user_id = $1 and active_at < $3::timestamptz),
    touch_user as (update users set last_seen_at = $2::timestamptz
      where id = $1 and (last_seen_at is null or last_seen_at < $3::timestamptz))
  ${OWN_SELECT}`,
);

/**
 * The logged-in member as the ZUser contract (spec §3); null when the user or their profile is missing. One
 * statement (one round trip, ADR 0032), prepared once per connection on PostgreSQL (ADR 0039): the photos
 * and interests come along as JSON arrays. With `touchAt` the same statement marks the member active then
 * (what `touchActivity` does).
 */
export async function getOwnUser(
  db: Db,
  userId: string,
  opts: { fictionalIcon: string; mediaPrefix: string; touchAt?: Date },
): Promise<TUser | null> {
  const [row] = opts.touchAt
    ? await ownUserTouched(db, [
        userId,
        opts.touchAt.toISOString(),
        new Date(opts.touchAt.getTime() - ACTIVITY_RESOLUTION_MS).toISOString(),
      ])
    : await ownUser(db, [userId]);
  if (!row) return null;
  const photoRows = row.photos;
  const main = row.main_photo_id ? photoRows.find((p) => p.id === row.main_photo_id) : undefined;
  return {
    status: row.status,
    credits: row.credits,
    paid_user: row.paid_user,
    signup_date: new Date(row.signup_at).toISOString(),
    language: row.language,
    fictional_icon: opts.fictionalIcon,
    notifications_disabled: row.notifications_disabled,
    invisible: row.invisible,
    photo_limit: row.paid_user ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free,
    profile: {
      id: row.id,
      name: row.name,
      age: ageOn(row.date_of_birth, new Date()),
      gender: row.gender,
      sexuality: row.sexuality,
      city: row.city,
      country: row.country,
      region: row.region_id,
      main_image: main ? toImage(main, opts.mediaPrefix) : null,
      fictional: row.fictional,
      status: row.profile_status,
      date_of_birth: row.date_of_birth,
      bio: row.bio,
      interests: row.interests,
      hair_colour: row.hair_colour,
      eye_colour: row.eye_colour,
      body_type: row.body_type,
      relationship_status: row.relationship_status,
      tattoos: row.tattoos,
      note: row.note,
      photos: photoRows.map((p) => ({ ...toImage(p, opts.mediaPrefix), id: p.id, private: p.private })),
    },
  };
}
