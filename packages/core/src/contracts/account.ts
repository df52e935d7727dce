import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/constants';
import { ZLocale } from './common';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES } from './constants';
import { DELETE_REASONS, EMAIL_PREFERENCES, PUSH_PREFERENCES } from './constants-account';
import { ZGender, ZSexuality } from './profile';

// Account calls (issue: accounts). Paths in the style of spec §7; every answer that fails is the error envelope,
// whose `message` is an `errors:` key. Inputs are strict: unknown fields are refused.

const ZEmail = z.string().trim().min(3).max(254).describe('E-mail address');
const ZPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH)
  .max(1024)
  .describe('At least 8 characters; never truncated');
/** The profile name of sign-up and the profile edit (the e-mail and "@" rules are the API's). */
const ZProfileName = z.string().trim().min(2).max(40);
/** A date of birth as YYYY-MM-DD (whether it is a real date, old enough, is the API's rule). */
const ZDateOfBirth = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/)
  .describe('Single-use token from an e-mail link');

/** Tracking record of spec §4, stored with the account only when `network` is present. */
export const ZTrackingRecord = z
  .object({
    network: z.string().max(100),
    ref: z.string().max(100).nullable().optional(),
    sub1: z.string().max(200).nullable().optional(),
    sub2: z.string().max(200).nullable().optional(),
    sub3: z.string().max(200).nullable().optional(),
  })
  .strict();
export type TTrackingRecord = z.infer<typeof ZTrackingRecord>;

/** POST /api/signup.php: step 0 of sign-up (spec §3 signup form). Answers `{ user }` and sets the session. */
export const ZSignupInput = z
  .object({
    email: ZEmail,
    name: ZProfileName.describe('Profile name; not the e-mail address, not starting with @'),
    password: ZPassword,
    date_of_birth: ZDateOfBirth.describe('YYYY-MM-DD; at least settings.min_age years ago'),
    signup_message: z.string().trim().max(500).optional(),
    gender: ZGender.describe('"I am a man / a woman" (step 0)'),
    sexuality: ZSexuality.describe('Derived from "looking for men / women / both" (step 0)'),
    language: ZLocale.optional(),
    tracking: ZTrackingRecord.optional(),
  })
  .strict();
export type TSignupInput = z.infer<typeof ZSignupInput>;

/** PUT /api/profile.php: the personal-info steps of sign-up (2–4); the profile issue extends it. */
export const ZUpdateProfileInput = z
  .object({
    name: ZProfileName.optional().describe('Profile name; not the e-mail address, not starting with @'),
    date_of_birth: ZDateOfBirth.optional().describe(
      'YYYY-MM-DD; a real date at least settings.min_age years ago ("Invalid date of birth.")',
    ),
    note: z.string().trim().max(500).nullable().optional(),
    gender: ZGender.optional(),
    sexuality: ZSexuality.optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    region: z.string().max(10).nullable().optional(),
    city: z.string().trim().max(80).nullable().optional(),
    bio: z.string().trim().max(2000).nullable().optional(),
    interests: z
      .array(z.string().regex(/^[a-z]{2,40}$/))
      .max(60)
      .optional(),
    hair_colour: z.enum(HAIR_COLOURS).nullable().optional(),
    eye_colour: z.enum(EYE_COLOURS).nullable().optional(),
    body_type: z.enum(BODY_TYPES).nullable().optional(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable().optional(),
    tattoos: z.boolean().nullable().optional(),
  })
  .strict();
export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;

/** POST /api/activation-resend.php (logged in, not yet confirmed). */
export const ZResendActivationResponse = z.object({ ok: z.literal(true), sent_to: z.string() });

/** POST /api/reset-password.php: send a reset link (at most 5 mails per 30 min per address). */
export const ZResetRequestInput = z.object({ email: ZEmail }).strict();
/** POST /api/reset-password-do.php: set a new password with the link's token; ends every session. */
export const ZResetDoInput = z
  .object({ token: ZToken, password: ZPassword, password_confirm: z.string().max(1024) })
  .strict();
/** POST /api/unlock.php: the lock e-mail's one-time link lifts the lock and logs the member in. */
export const ZUnlockInput = z.object({ token: ZToken }).strict();
/** PUT /api/password.php: change the password in settings; other sessions end, this one is rotated. */
export const ZChangePasswordInput = z
  .object({ old_password: z.string().min(1).max(1024), new_password: ZPassword })
  .strict();
/** POST /api/mail-change.php: send a confirmation link to the new address. */
export const ZMailChangeInput = z
  .object({ new_email: ZEmail, password: z.string().min(1).max(1024) })
  .strict();
/** POST /api/mail-change-do.php and POST /api/activate.php: follow a link. */
export const ZTokenInput = z.object({ token: ZToken }).strict();

/** DELETE /api/account.php: the account becomes pending deletion (reactivatable for 14 days). */
export const ZDeleteAccountInput = z
  .object({
    reasons: z.array(z.enum(DELETE_REASONS)).max(DELETE_REASONS.length),
    remarks: z.string().trim().max(2000).optional(),
    password: z.string().min(1).max(1024),
  })
  .strict();
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;
/** POST /api/reactivate.php: the emailed link's token; answers `{ user }` and logs in. */
export const ZReactivateInput = ZTokenInput;

/** GET/PUT /api/notifications.php: e-mail and push preferences as separate sets (spec §3). */
export const ZNotificationPreferences = z.object({
  email: z.object(
    Object.fromEntries(EMAIL_PREFERENCES.map((k) => [k, z.boolean()])) as Record<
      (typeof EMAIL_PREFERENCES)[number],
      z.ZodBoolean
    >,
  ),
  push: z.object(
    Object.fromEntries(PUSH_PREFERENCES.map((k) => [k, z.boolean()])) as Record<
      (typeof PUSH_PREFERENCES)[number],
      z.ZodBoolean
    >,
  ),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const ZUpdateNotificationsInput = z
  .object({
    email: ZNotificationPreferences.shape.email.partial().strict().optional(),
    push: ZNotificationPreferences.shape.push.partial().strict().optional(),
    /** Clears notifications_disabled (the member re-enables mail after a bounce, complaint or unsubscribe). */
    reenable_email: z.literal(true).optional(),
  })
  .strict();
export const ZNotificationsResponse = z.object({
  preferences: ZNotificationPreferences,
  notifications_disabled: z.array(z.enum(['fbl', 'bounce', 'listunsubscribe'])),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** POST /api/mail-events.php: bounces and complaints from the SMTP provider (signed with MAIL_EVENTS_SECRET). */
export const ZMailEventInput = z
  .object({ email: ZEmail, type: z.enum(['fbl', 'bounce', 'listunsubscribe']) })
  .strict();

export type TResetRequestInput = z.infer<typeof ZResetRequestInput>;
export type TResetDoInput = z.infer<typeof ZResetDoInput>;
export type TUnlockInput = z.infer<typeof ZUnlockInput>;
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
export type TMailChangeInput = z.infer<typeof ZMailChangeInput>;
export type TTokenInput = z.infer<typeof ZTokenInput>;
export type TUpdateNotificationsInput = z.infer<typeof ZUpdateNotificationsInput>;
export type TMailEventInput = z.infer<typeof ZMailEventInput>;
