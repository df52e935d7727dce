import { nextIp } from '../accounts-helper';
import type { Buyer } from '../payments/payments-helper';
import type { App } from '../../src/types';

export const OPERATOR = 'complaints-operator-token-0123456789';

/** A call from a fresh client address (the routes' per-IP limits are not the subject of these tests). */
const call = (
  app: App,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** POST /api/complaint.php as `who`. */
export const complaintCall = (app: App, who: Buyer, body: unknown) =>
  call(app, 'POST', '/api/complaint.php', { cookie: who.cookie }, body);

/** An operator call with the bearer token. */
export const operatorCall = (app: App, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(app, method, url, { authorization: `Bearer ${OPERATOR}` }, body);
