import { z } from 'zod';
import { ADULT_AGE, MAX_AGE } from '../domain/constants';
import { ZCountryCode, ZModerationVerdict, pageLimit } from './common';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from './constants';

export const PROFILE_STATUSES = ['disabled', 'active'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ZGender = z.enum(GENDERS);
export const ZSexuality = z.enum(SEXUALITIES);

export const ZImage = z.object({
  filename: z.string().describe('URL path of the full-size rendition'),
  thumb_filename: z.string().describe('URL path of the thumbnail rendition'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  status: z.enum(PHOTO_STATUSES),
  match: z.string().optional().describe('URL path of the share/match rendition'),
});
export type TImage = z.infer<typeof ZImage>;

/** Another member's profile: public fields only (no email, birth date, exact location, IP). */
export const ZPublicProfile = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().min(ADULT_AGE),
  gender: ZGender,
  sexuality: ZSexuality,
  city: z.string().nullable(),
  country: ZCountryCode,
  region: z.string().nullable().describe('ISO 3166-2 subdivision code'),
  main_image: ZImage.nullable(),
  fictional: z
    .boolean()
    .describe('Profile is fictional: always disclosed with fictional_icon and fictional_warning'),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

/** The profile facts a member fills in (spec §3), shown on their own profile and to others. */
const PROFILE_FACTS = {
  bio: z.string().nullable(),
  interests: z.array(z.string()),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.boolean().nullable(),
  note: z.string().nullable(),
};

/** The member's own profile (spec §3): the shape later issues fill. */
export const ZOwnProfile = ZPublicProfile.extend({
  status: z.enum(PROFILE_STATUSES),
  date_of_birth: z.string().describe('YYYY-MM-DD'),
  ...PROFILE_FACTS,
  photos: z.array(ZImage.extend({ id: z.string(), private: z.boolean() })),
});
export type TOwnProfile = z.infer<typeof ZOwnProfile>;

/** One of the member's own photos: every rendition, whatever its status. */
export const ZOwnPhoto = ZImage.extend({ id: z.string(), private: z.boolean() });
export type TOwnPhoto = z.infer<typeof ZOwnPhoto>;

/**
 * A photo on another member's profile. `image` is null when the photo is locked for the viewer (visitors and
 * free members: beyond the first FREE_VISIBLE_PHOTOS, and every private one); a locked photo carries only its
 * size and `blur`, a 16-pixel blurred preview as a data URL, so the page keeps its layout and reveals nothing.
 */
export const ZMemberPhoto = z.object({
  id: z.string(),
  private: z.boolean(),
  locked: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  blur: z.string().nullable().describe('data:image/webp;base64,… preview (16 px wide), or null'),
  image: ZImage.nullable(),
});
export type TMemberPhoto = z.infer<typeof ZMemberPhoto>;

/** Another member's profile screen (spec §2, §3): public fields only, photos as the viewer may see them. */
export const ZMemberProfile = ZPublicProfile.extend({
  ...PROFILE_FACTS,
  photos: z.array(ZMemberPhoto).describe("Main photo first, then by the owner's order"),
  locked_photos: z.number().int().min(0).describe('How many of `photos` are locked for the viewer'),
  blocked: z.boolean().describe('The viewer has blocked this member'),
  invisible: z.boolean().describe('The member is in invisible mode: cannot be liked or messaged first'),
  own: z.boolean().describe('The viewer is looking at their own profile'),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;

/** GET /api/member.php?id= */
export const ZMemberQuery = z.object({ id: z.string().max(64) }).strict();
export const ZMemberResponse = z.object({
  profile: ZMemberProfile,
  related: z.array(ZPublicProfile).describe('Up to 6 similar active profiles'),
});
export type TMemberResponse = z.infer<typeof ZMemberResponse>;

/** PUT /api/photo.php: make a photo private or public, or make it the main photo (public photos only). */
export const ZUpdatePhotoInput = z
  .object({ id: z.uuid(), private: z.boolean().optional(), main: z.literal(true).optional() })
  .strict();
export type TUpdatePhotoInput = z.infer<typeof ZUpdatePhotoInput>;

/** DELETE /api/photo.php */
export const ZDeletePhotoInput = z.object({ id: z.uuid() }).strict();
export type TDeletePhotoInput = z.infer<typeof ZDeletePhotoInput>;

/** PUT /api/photos-order.php: every own photo id exactly once, in the new order. */
export const ZPhotoOrderInput = z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict();
export type TPhotoOrderInput = z.infer<typeof ZPhotoOrderInput>;

/** POST /api/block.php and DELETE /api/block.php */
export const ZBlockInput = z.object({ profile: z.uuid() }).strict();
export type TBlockInput = z.infer<typeof ZBlockInput>;

/** GET /api/blocks.php: the members the logged-in member has blocked, newest first. */
export const ZBlocksResponse = z.object({
  profiles: z.array(ZPublicProfile.extend({ blocked_at: z.string() })),
});
export type TBlocksResponse = z.infer<typeof ZBlocksResponse>;

/** PUT /api/invisible.php */
export const ZInvisibleInput = z.object({ invisible: z.boolean() }).strict();
export type TInvisibleInput = z.infer<typeof ZInvisibleInput>;

/** POST /api/operator/photo-moderation.php (operator token): approve or reject a photo. */
export const ZPhotoModerationInput = z
  .object({
    photo: z.uuid().optional(),
    all_pending: z.literal(true).optional(),
    decision: ZModerationVerdict,
  })
  .strict();
export type TPhotoModerationInput = z.infer<typeof ZPhotoModerationInput>;
export const ZPhotoModerationResponse = z.object({ ok: z.literal(true), moderated: z.number().int().min(0) });

/** How recently a member was active, in coarse bands only (never a timestamp). */
export const ACTIVITY_BANDS = ['online', 'today', 'week'] as const;

/** A search result card (spec §3 search state): a public profile and a coarse activity hint. */
export const ZSearchCard = ZPublicProfile.extend({
  active: z.enum(ACTIVITY_BANDS).nullable().describe('online (15 min), today (24 h), week (7 days), or null'),
});
export type TSearchCard = z.infer<typeof ZSearchCard>;

/** GET /api/search.php: the search state's filters of spec §3, paged by an opaque cursor. */
export const ZSearchQuery = z
  .object({
    gender: ZGender.optional(),
    country: ZCountryCode.optional(),
    countryregion: z.string().max(10).optional().describe('ISO 3166-2 region id of `country`'),
    min_age: z.coerce.number().int().min(ADULT_AGE).max(MAX_AGE).optional(),
    max_age: z.coerce.number().int().min(ADULT_AGE).max(MAX_AGE).optional(),
    cursor: z.string().max(200).optional().describe('`next_cursor` of the previous page'),
    limit: pageLimit(48).optional().describe('Cards per page (default 24)'),
    network: z
      .string()
      .max(100)
      .optional()
      .describe("A visitor's traffic source (spec §4 logged-out search)"),
  })
  .strict();
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchResponse = z.object({
  results: z.array(ZSearchCard),
  next_cursor: z.string().nullable().describe('null on the last page'),
  num_results: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('On the first page only: matches, counted up to 1,000 (see num_results_capped)'),
  num_results_capped: z.boolean().describe('True when there are more than 1,000 matches ("1,000+")'),
  similar_results: z
    .array(ZSearchCard)
    .describe('On a first page with few matches: members just outside the filters (any region, ±5 years)'),
  similar_num_results: z.number().int().min(0),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
