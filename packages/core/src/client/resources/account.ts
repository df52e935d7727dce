import { type z } from 'zod';
import {
  ZNotificationsResponse,
  ZOkResponse,
  ZResendActivationResponse,
  ZUserResponse,
  type TNotificationsResponse,
  type TUserResponse,
} from '../../contracts';
import type {
  TChangePasswordInput,
  TDeleteAccountInput,
  TMailChangeInput,
  TResetDoInput,
  TResetRequestInput,
  TSignupInput,
  TTokenInput,
  TUpdateNotificationsInput,
  TUpdateProfileInput,
} from '../../contracts';
import { defineResource } from '../calls';
import { type CallOptions } from '../request';

type Ok = { ok: true };

/** The account calls: sign-up, activation, passwords, e-mail change, deletion and reactivation. */
export const accountResource = defineResource(({ get, send, request }) => ({
  /** POST /api/signup.php: creates the account (not_confirmed), logs in, sends the activation mail. */
  signup: send<TSignupInput, TUserResponse>('POST', '/api/signup.php', ZUserResponse),
  /** PUT /api/profile.php: the personal-info steps of sign-up. */
  updateProfile: send<TUpdateProfileInput, TUserResponse>('PUT', '/api/profile.php', ZUserResponse),
  /** POST /api/activate.php: follow the activation link. */
  activate: send<TTokenInput, TUserResponse>('POST', '/api/activate.php', ZUserResponse),
  /** POST /api/activation-resend.php */
  resendActivation: (options?: CallOptions): Promise<z.infer<typeof ZResendActivationResponse>> =>
    request({
      method: 'POST',
      path: '/api/activation-resend.php',
      body: {},
      schema: ZResendActivationResponse,
      ...options,
    }),
  /** POST /api/reset-password.php: mail a reset link. */
  requestReset: send<TResetRequestInput, Ok>('POST', '/api/reset-password.php', ZOkResponse),
  /** POST /api/reset-password-do.php: set the new password with the link's token. */
  resetPassword: send<TResetDoInput, Ok>('POST', '/api/reset-password-do.php', ZOkResponse),
  /** PUT /api/password.php */
  changePassword: send<TChangePasswordInput, Ok>('PUT', '/api/password.php', ZOkResponse),
  /** POST /api/mail-change.php: mail a confirmation link to the new address. */
  requestMailChange: send<TMailChangeInput, Ok>('POST', '/api/mail-change.php', ZOkResponse),
  /** POST /api/mail-change-do.php: follow the confirmation link. */
  confirmMailChange: send<TTokenInput, Ok>('POST', '/api/mail-change-do.php', ZOkResponse),
  /** DELETE /api/account.php: pending deletion; the session ends. */
  delete: send<TDeleteAccountInput, Ok>('DELETE', '/api/account.php', ZOkResponse),
  /** POST /api/reactivate.php: the reactivation link's token; logs in again. */
  reactivate: send<TTokenInput, TUserResponse>('POST', '/api/reactivate.php', ZUserResponse),
  /** GET /api/notifications.php */
  notifications: get('/api/notifications.php', ZNotificationsResponse),
  /** PUT /api/notifications.php */
  updateNotifications: send<TUpdateNotificationsInput, TNotificationsResponse>(
    'PUT',
    '/api/notifications.php',
    ZNotificationsResponse,
  ),
}));
