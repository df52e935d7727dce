import { eq, sql } from 'drizzle-orm';
import { PHOTO_LIMITS } from '@dating/core/domain';
import type { TUser } from '@dating/core/contracts';
import { ageOn, type Db } from '@dating/db';
import { photos, profileInterests, profiles, users } from '@dating/db/schema';
import { toImage } from '../photos/images';

type OwnPhoto = Pick<
  typeof photos.$inferSelect,
  'id' | 'storageKey' | 'width' | 'height' | 'status' | 'private'
>;

/**
 * The logged-in member as the ZUser contract (spec §3); null when the user or their profile is missing. One
 * statement (one round trip, ADR 0032): the photos and interests come along as JSON arrays.
 */
export async function getOwnUser(
  db: Db,
  userId: string,
  opts: { fictionalIcon: string; mediaPrefix: string },
): Promise<TUser | null> {
  const [row] = await db
    .select({
      user: users,
      profile: profiles,
      photos: sql<OwnPhoto[]>`coalesce((select json_agg(json_build_object('id', p.id, 'storageKey',
        p.storage_key, 'width', p.width, 'height', p.height, 'status', p.status, 'private', p.private)
        order by p.position, p.created_at) from ${photos} p where p.owner_id = ${users.id}), '[]'::json)`,
      interests: sql<string[]>`coalesce((select json_agg(i.interest_key order by i.interest_key)
        from ${profileInterests} i where i.user_id = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  const photoRows = row.photos;
  const interestRows = row.interests.map((key) => ({ key }));
  const main = profile.mainPhotoId ? photoRows.find((p) => p.id === profile.mainPhotoId) : undefined;
  return {
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupAt.toISOString(),
    language: user.language,
    fictional_icon: opts.fictionalIcon,
    notifications_disabled: user.notificationsDisabled,
    invisible: user.invisible,
    photo_limit: user.paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free,
    profile: {
      id: user.id,
      name: profile.name,
      age: ageOn(profile.dateOfBirth, new Date()),
      gender: profile.gender,
      sexuality: profile.sexuality,
      city: profile.city,
      country: profile.country,
      region: profile.regionId,
      main_image: main ? toImage(main, opts.mediaPrefix) : null,
      fictional: profile.fictional,
      status: profile.status,
      date_of_birth: profile.dateOfBirth,
      bio: profile.bio,
      interests: interestRows.map((r) => r.key),
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      tattoos: profile.tattoos,
      note: profile.note,
      photos: photoRows.map((p) => ({ ...toImage(p, opts.mediaPrefix), id: p.id, private: p.private })),
    },
  };
}
