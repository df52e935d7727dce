import { z } from 'zod';
import { ZLocale } from './common';
import { ZOwnPhoto, ZOwnProfile } from './profile';

export const USER_STATUSES = ['not_confirmed', 'active', 'pending_deletion'] as const;
export const NOTIFICATION_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;

/** The logged-in member (spec §3), the `user` field of /api/user.php. */
export const ZUser = z.object({
  status: z.enum(USER_STATUSES),
  credits: z.number().int().min(0),
  paid_user: z.boolean(),
  signup_date: z.string().describe('ISO date-time of sign-up'),
  language: ZLocale,
  fictional_icon: z.string(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  invisible: z.boolean().describe('Invisible mode: hidden from search, cannot be liked or messaged first'),
  photo_limit: z.number().int().describe('Photos this member may have (3 free, 25 premium)'),
  profile: ZOwnProfile,
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser });
/** POST /api/photos.php: the stored photo and the member with it. */
export const ZPhotoUploadResponse = z.object({ user: ZUser, photo: ZOwnPhoto });
export type TPhotoUploadResponse = z.infer<typeof ZPhotoUploadResponse>;
export type TUserResponse = z.infer<typeof ZUserResponse>;

/** POST /api/user.php */
export const ZLoginInput = z
  .object({
    email: z.string().trim().min(3).max(254),
    password: z.string().min(1).max(1024),
  })
  .strict();
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** PUT /api/user.php */
export const ZUpdateLanguageInput = z.object({ language: ZLocale }).strict();
export type TUpdateLanguageInput = z.infer<typeof ZUpdateLanguageInput>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
