import {
  ZOkResponse,
  ZUserResponse,
  type TLoginInput,
  type TPushSubscriptionInput,
  type TPushUnsubscribeInput,
  type TUnlockInput,
  type TUpdateLanguageInput,
  type TUserResponse,
} from '../../contracts';
import { type CallOptions, LOGOUT_PATH, type RequestFn, USER_PATH } from '../request';

export const userResource = (request: RequestFn) => ({
  /** GET /api/user.php: the logged-in member. A 403 here rejects (it is how "logged out" is detected). */
  get: (options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'GET', path: USER_PATH, schema: ZUserResponse, ...options }),
  /** POST /api/user.php: log in; answers the member. */
  login: (input: TLoginInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'POST', path: USER_PATH, body: input, schema: ZUserResponse, ...options }),
  /** POST /api/unlock.php: the lock e-mail's link lifts the lock and logs the member in; answers the member. */
  unlock: (input: TUnlockInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'POST', path: '/api/unlock.php', body: input, schema: ZUserResponse, ...options }),
  /** PUT /api/user.php: change the language of a logged-in member. */
  updateLanguage: (input: TUpdateLanguageInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'PUT', path: USER_PATH, body: input, schema: ZUserResponse, ...options }),
  /** POST /api/user.php?push=1: store this browser's push subscription for the member (spec §7). */
  subscribePush: (input: TPushSubscriptionInput, options?: CallOptions): Promise<{ ok: true }> =>
    request({
      method: 'POST',
      path: USER_PATH,
      query: { push: 1 },
      body: input,
      schema: ZOkResponse,
      ...options,
    }),
  /** DELETE /api/user.php?push=1: forget this browser's push subscription (e.g. before logging out). */
  unsubscribePush: (input: TPushUnsubscribeInput, options?: CallOptions): Promise<{ ok: true }> =>
    request({
      method: 'DELETE',
      path: USER_PATH,
      query: { push: 1 },
      body: input,
      schema: ZOkResponse,
      ...options,
    }),
  /** GET /api/logout.php (with `X-Request-Type: client`, like the user call) */
  logout: (options?: CallOptions): Promise<{ ok: true }> =>
    request({ method: 'GET', path: LOGOUT_PATH, schema: ZOkResponse, ...options }),
});
