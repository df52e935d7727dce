import type { TMemberPhoto, TMemberResponse, TPublicProfile } from '@dating/core/contracts';
import { galleryAccess } from '@dating/core/domain';
import { ageOn, type Db } from '@dating/db';
import { photos, profileInterests, profiles, users } from '@dating/db/schema';
import { and, asc, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { hasBlocked, notBlockedEitherWay } from '../blocks/blocks-repo';
import { toImage } from '../photos/images';
import { ApiError } from '../shared/api-error';
import { mainPhotoJoin, publicProfileColumns, toPublicProfile, type PublicRow } from './public-profile';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const RELATED_PROFILES = 6;

/**
 * Another member's profile screen as `viewerId` (null: a visitor) may see it: 404 for unknown, deleted and
 * disabled profiles (one's own is always visible), 403 `blocked_by_member` when the owner blocked the viewer,
 * photos locked or unlocked by `galleryAccess`, and related profiles that respect blocks and invisibility.
 */
export async function loadMemberView(
  db: Db,
  opts: {
    viewerId: string | null;
    targetId: string;
    mediaPrefix: string;
    now: Date;
    /** Load the related profiles (default); the swipe game shows one card and skips the two range scans. */
    related?: boolean;
  },
): Promise<TMemberResponse> {
  const { viewerId, targetId, mediaPrefix, now } = opts;
  if (!UUID_RE.test(targetId)) throw new ApiError('not_found');
  const own = viewerId === targetId;

  const [target] = await db
    .select({ profile: profiles, userStatus: users.status, invisible: users.invisible })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, targetId))
    .limit(1);
  if (!target || target.userStatus === 'pending_deletion') throw new ApiError('not_found');
  // A profile a moderator hid (or banned) is gone for everyone but its owner (ADR 0034).
  if (!own && (target.profile.status !== 'active' || target.profile.moderationHiddenAt)) {
    throw new ApiError('not_found');
  }

  let premium = false;
  let blockedByMe = false;
  if (viewerId && !own) {
    const [viewer, blockedMe, iBlocked] = await Promise.all([
      db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, viewerId)).limit(1),
      hasBlocked(db, targetId, viewerId),
      hasBlocked(db, viewerId, targetId),
    ]);
    if (blockedMe) {
      throw new ApiError('blocked_by_member', { params: { name: target.profile.name } });
    }
    premium = viewer[0]?.paidUser ?? false;
    blockedByMe = iBlocked;
  }

  const [photoRows, interestRows, related] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(and(eq(photos.ownerId, targetId), own ? undefined : eq(photos.status, 'approved')))
      .orderBy(asc(photos.position), asc(photos.createdAt)),
    db
      .select({ key: profileInterests.interestKey })
      .from(profileInterests)
      .where(eq(profileInterests.userId, targetId))
      .orderBy(asc(profileInterests.interestKey)),
    opts.related === false
      ? Promise.resolve([])
      : loadRelated(db, { viewerId, target: target.profile, mediaPrefix, now }),
  ]);

  const gallery = galleryAccess(photoRows, target.profile.mainPhotoId, { own, premium });
  const memberPhotos: TMemberPhoto[] = gallery.map(({ photo, locked }) => ({
    id: photo.id,
    private: photo.private,
    locked,
    width: photo.width,
    height: photo.height,
    blur: photo.blur,
    image: locked ? null : toImage(photo, mediaPrefix),
  }));
  const main = photoRows.find(
    (p) => p.id === target.profile.mainPhotoId && p.status === 'approved' && !p.private,
  );
  const p = target.profile;
  return {
    profile: {
      id: p.userId,
      name: p.name,
      age: ageOn(p.dateOfBirth, now),
      gender: p.gender,
      sexuality: p.sexuality,
      city: p.city,
      country: p.country,
      region: p.regionId,
      main_image: main ? toImage(main, mediaPrefix) : null,
      fictional: p.fictional,
      bio: p.bio,
      interests: interestRows.map((r) => r.key),
      hair_colour: p.hairColour,
      eye_colour: p.eyeColour,
      body_type: p.bodyType,
      relationship_status: p.relationshipStatus,
      tattoos: p.tattoos,
      note: p.note,
      photos: memberPhotos,
      locked_photos: memberPhotos.filter((x) => x.locked).length,
      blocked: blockedByMe,
      invisible: target.invisible,
      own,
    },
    related,
  };
}

/**
 * Up to RELATED_PROFILES active members of the same country and gender, nearest in age: two short range scans
 * of the search index (older and younger), never a sort of the whole country.
 */
async function loadRelated(
  db: Db,
  opts: {
    viewerId: string | null;
    target: typeof profiles.$inferSelect;
    mediaPrefix: string;
    now: Date;
  },
): Promise<TPublicProfile[]> {
  const { viewerId, target, mediaPrefix, now } = opts;
  const base = and(
    eq(profiles.status, 'active'),
    eq(profiles.country, target.country),
    eq(profiles.gender, target.gender),
    ne(profiles.userId, target.userId),
    viewerId ? ne(profiles.userId, viewerId) : undefined,
    ne(users.status, 'pending_deletion'),
    eq(users.invisible, false),
    isNull(profiles.moderationHiddenAt), // hidden or banned by a moderator (ADR 0034)
    viewerId ? notBlockedEitherWay(viewerId, profiles.userId) : undefined,
  );
  const query = (older: boolean) =>
    db
      .select(publicProfileColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(photos, mainPhotoJoin)
      .where(
        and(
          base,
          older
            ? lt(profiles.dateOfBirth, target.dateOfBirth)
            : gte(profiles.dateOfBirth, target.dateOfBirth),
        ),
      )
      .orderBy(older ? desc(profiles.dateOfBirth) : asc(profiles.dateOfBirth))
      .limit(RELATED_PROFILES);
  const [older, younger] = await Promise.all([query(true), query(false)]);
  const merged: PublicRow[] = [];
  for (let i = 0; merged.length < RELATED_PROFILES && (i < older.length || i < younger.length); i += 1) {
    if (younger[i]) merged.push(younger[i] as PublicRow);
    if (merged.length < RELATED_PROFILES && older[i]) merged.push(older[i] as PublicRow);
  }
  return merged.map((r) => toPublicProfile(r, mediaPrefix, now));
}
