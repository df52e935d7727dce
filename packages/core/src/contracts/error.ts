import { z } from 'zod';

/**
 * The one error envelope of every 4xx/5xx answer of the API.
 * `code` is stable and machine-readable; `message` is a translation key the front end translates
 * (`errors.<code>` in the `errors` namespace); `fields` carries per-field problems of a rejected input.
 */
export const ZErrorCode = z.enum([
  'bad_request',
  'validation_failed',
  'authentication_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // accounts
  'login_failed',
  'account_locked',
  'account_pending_deletion',
  'account_banned',
  'email_exists',
  'invalid_email',
  'invalid_name',
  'too_young',
  'invite_only',
  'email_not_found',
  'reset_limit',
  'token_invalid',
  'wrong_password',
  'passwords_differ',
  // profiles and photos
  'invalid_date_of_birth',
  'photo_limit_reached',
  'image_unsupported',
  'image_invalid',
  'image_too_large',
  'blocked_by_member',
  'premium_required',
  // likes and the swipe game
  'like_not_allowed',
  'swipe_limit_reached',
  // chat and credits
  'insufficient_credits',
  'email_unconfirmed',
  'member_invisible',
  // discount codes
  'code_not_found',
  'code_used',
]);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZFieldError = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "query.domain"'),
  message: z.string().describe('Translation key or short description of the problem'),
});

export const ZErrorEnvelope = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string().describe('Translation key, e.g. "errors.not_found"'),
    status: z.number().int().min(400).max(599),
    fields: z.array(ZFieldError).optional(),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Values for the message, e.g. { minutes: 15 } or { suggestion: "jan@gmail.com" }'),
    request_id: z.string().optional(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
