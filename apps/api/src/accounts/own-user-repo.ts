import { asc, eq } from 'drizzle-orm';
import { PHOTO_LIMITS } from '@dating/core/domain';
import type { TUser } from '@dating/core/contracts';
import { ageOn, type Db } from '@dating/db';
import { photos, profileInterests, profiles, users } from '@dating/db/schema';
import { toImage } from '../photos/images';

/** The logged-in member as the ZUser contract (spec §3); null when the user or their profile is missing. */
export async function getOwnUser(
  db: Db,
  userId: string,
  opts: { fictionalIcon: string; mediaPrefix: string },
): Promise<TUser | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  const [photoRows, interestRows] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(eq(photos.ownerId, userId))
      .orderBy(asc(photos.position), asc(photos.createdAt)),
    db
      .select({ key: profileInterests.interestKey })
      .from(profileInterests)
      .where(eq(profileInterests.userId, userId))
      .orderBy(asc(profileInterests.interestKey)),
  ]);
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
