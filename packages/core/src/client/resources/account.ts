import { type z } from 'zod';
import type {
  TChangePasswordInput,
  TDeleteAccountInput,
  TMailChangeInput,
  TResetDoInput,
  TResetRequestInput,
  TTokenInput,
} from '../../contracts';
import { contract } from '../contract';
import type { ZResendActivationResponse } from '../../contracts';
import { defineResource } from '../calls';
import { type CallOptions } from '../request';

/** The account calls: sign-up, activation, passwords, e-mail change, deletion and reactivation. */
export const accountResource = defineResource(({ get, send, request, command }) => ({
  /** POST /api/signup.php: creates the account (not_confirmed), logs in, sends the activation mail. */
  signup: send('POST', '/api/signup.php', { body: 'ZSignupInput', answer: 'ZUserResponse' }),
  /** PUT /api/profile.php: the personal-info steps of sign-up. */
  updateProfile: send('PUT', '/api/profile.php', { body: 'ZUpdateProfileInput', answer: 'ZUserResponse' }),
  /** POST /api/activate.php: follow the activation link. */
  activate: send('POST', '/api/activate.php', { body: 'ZTokenInput', answer: 'ZUserResponse' }),
  /** POST /api/activation-resend.php */
  resendActivation: (options?: CallOptions): Promise<z.infer<typeof ZResendActivationResponse>> =>
    request({
      method: 'POST',
      path: '/api/activation-resend.php',
      body: {},
      schema: contract('ZResendActivationResponse'),
      ...options,
    }),
  /** POST /api/reset-password.php: mail a reset link. */
  requestReset: command<TResetRequestInput>('POST', '/api/reset-password.php'),
  /** POST /api/reset-password-do.php: set the new password with the link's token. */
  resetPassword: command<TResetDoInput>('POST', '/api/reset-password-do.php'),
  /** PUT /api/password.php */
  changePassword: command<TChangePasswordInput>('PUT', '/api/password.php'),
  /** POST /api/mail-change.php: mail a confirmation link to the new address. */
  requestMailChange: command<TMailChangeInput>('POST', '/api/mail-change.php'),
  /** POST /api/mail-change-do.php: follow the confirmation link. */
  confirmMailChange: command<TTokenInput>('POST', '/api/mail-change-do.php'),
  /** DELETE /api/account.php: pending deletion; the session ends. */
  delete: command<TDeleteAccountInput>('DELETE', '/api/account.php'),
  /** POST /api/reactivate.php: the reactivation link's token; logs in again. */
  reactivate: send('POST', '/api/reactivate.php', { body: 'ZTokenInput', answer: 'ZUserResponse' }),
  /** GET /api/notifications.php */
  notifications: get('/api/notifications.php', contract('ZNotificationsResponse')),
  /** PUT /api/notifications.php */
  updateNotifications: send('PUT', '/api/notifications.php', {
    body: 'ZUpdateNotificationsInput',
    answer: 'ZNotificationsResponse',
  }),
}));
