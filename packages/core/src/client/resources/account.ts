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
import { type CallOptions, type RequestFn } from '../request';

type Ok = { ok: true };

/** The account calls: sign-up, activation, passwords, e-mail change, deletion and reactivation. */
export const accountResource = (request: RequestFn) => ({
  /** POST /api/signup.php: creates the account (not_confirmed), logs in, sends the activation mail. */
  signup: (input: TSignupInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'POST', path: '/api/signup.php', body: input, schema: ZUserResponse, ...options }),
  /** PUT /api/profile.php: the personal-info steps of sign-up. */
  updateProfile: (input: TUpdateProfileInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'PUT', path: '/api/profile.php', body: input, schema: ZUserResponse, ...options }),
  /** POST /api/activate.php: follow the activation link. */
  activate: (input: TTokenInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'POST', path: '/api/activate.php', body: input, schema: ZUserResponse, ...options }),
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
  requestReset: (input: TResetRequestInput, options?: CallOptions): Promise<Ok> =>
    request({
      method: 'POST',
      path: '/api/reset-password.php',
      body: input,
      schema: ZOkResponse,
      ...options,
    }),
  /** POST /api/reset-password-do.php: set the new password with the link's token. */
  resetPassword: (input: TResetDoInput, options?: CallOptions): Promise<Ok> =>
    request({
      method: 'POST',
      path: '/api/reset-password-do.php',
      body: input,
      schema: ZOkResponse,
      ...options,
    }),
  /** PUT /api/password.php */
  changePassword: (input: TChangePasswordInput, options?: CallOptions): Promise<Ok> =>
    request({ method: 'PUT', path: '/api/password.php', body: input, schema: ZOkResponse, ...options }),
  /** POST /api/mail-change.php: mail a confirmation link to the new address. */
  requestMailChange: (input: TMailChangeInput, options?: CallOptions): Promise<Ok> =>
    request({ method: 'POST', path: '/api/mail-change.php', body: input, schema: ZOkResponse, ...options }),
  /** POST /api/mail-change-do.php: follow the confirmation link. */
  confirmMailChange: (input: TTokenInput, options?: CallOptions): Promise<Ok> =>
    request({
      method: 'POST',
      path: '/api/mail-change-do.php',
      body: input,
      schema: ZOkResponse,
      ...options,
    }),
  /** DELETE /api/account.php: pending deletion; the session ends. */
  delete: (input: TDeleteAccountInput, options?: CallOptions): Promise<Ok> =>
    request({ method: 'DELETE', path: '/api/account.php', body: input, schema: ZOkResponse, ...options }),
  /** POST /api/reactivate.php: the reactivation link's token; logs in again. */
  reactivate: (input: TTokenInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'POST', path: '/api/reactivate.php', body: input, schema: ZUserResponse, ...options }),
  /** GET /api/notifications.php */
  notifications: (options?: CallOptions): Promise<TNotificationsResponse> =>
    request({ method: 'GET', path: '/api/notifications.php', schema: ZNotificationsResponse, ...options }),
  /** PUT /api/notifications.php */
  updateNotifications: (
    input: TUpdateNotificationsInput,
    options?: CallOptions,
  ): Promise<TNotificationsResponse> =>
    request({
      method: 'PUT',
      path: '/api/notifications.php',
      body: input,
      schema: ZNotificationsResponse,
      ...options,
    }),
});
