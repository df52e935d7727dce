import {
  type TLoginInput,
  type TPushSubscriptionInput,
  type TPushUnsubscribeInput,
  type TUpdateLanguageInput,
  type TUserResponse,
} from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';
import { LOGOUT_PATH, USER_PATH } from '../request';

export const userResource = defineResource(({ get, send }) => ({
  /** GET /api/user.php: the logged-in member. A 403 here rejects (it is how "logged out" is detected). */
  get: get(USER_PATH, contract('ZUserResponse')),
  /** POST /api/user.php: log in; answers the member. */
  login: send<TLoginInput, TUserResponse>('POST', USER_PATH, contract('ZUserResponse')),
  /** POST /api/unlock.php: the lock e-mail's link lifts the lock and logs the member in; answers the member. */
  unlock: send('POST', '/api/unlock.php', { body: 'ZUnlockInput', answer: 'ZUserResponse' }),
  /** PUT /api/user.php: change the language of a logged-in member. */
  updateLanguage: send<TUpdateLanguageInput, TUserResponse>('PUT', USER_PATH, contract('ZUserResponse')),
  /** POST /api/user.php?push=1: store this browser's push subscription for the member (spec §7). */
  subscribePush: send<TPushSubscriptionInput, { ok: true }>('POST', USER_PATH, contract('ZOkResponse'), {
    push: 1,
  }),
  /** DELETE /api/user.php?push=1: forget this browser's push subscription (e.g. before logging out). */
  unsubscribePush: send<TPushUnsubscribeInput, { ok: true }>('DELETE', USER_PATH, contract('ZOkResponse'), {
    push: 1,
  }),
  /** GET /api/logout.php (with `X-Request-Type: client`, like the user call) */
  logout: get(LOGOUT_PATH, contract('ZOkResponse')),
}));
