import { z } from 'zod';
import { ZCountryCode } from './common';

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLOURS = [
  'brunette',
  'blond',
  'brown',
  'white',
  'bald',
  'black',
  'dark_blond',
  'dark_brown',
  'gray',
  'red',
  'other',
] as const;
export const EYE_COLOURS = ['blue', 'green', 'hazel', 'brown', 'gray', 'other'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'divorced',
  'living_together',
  'married',
  'single',
  'widowed',
  'unmarried',
] as const;
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
  age: z.number().int().min(18),
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

/** The member's own profile (spec §3): the shape later issues fill. */
export const ZOwnProfile = ZPublicProfile.extend({
  status: z.enum(PROFILE_STATUSES),
  date_of_birth: z.string().describe('YYYY-MM-DD'),
  bio: z.string().nullable(),
  interests: z.array(z.string()),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.boolean().nullable(),
  note: z.string().nullable(),
  photos: z.array(ZImage.extend({ id: z.string(), private: z.boolean() })),
});
export type TOwnProfile = z.infer<typeof ZOwnProfile>;
