import { isLoopbackAddress } from '../env';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';

/**
 * Makes every route of `app` (an encapsulated plugin scope) answer loopback clients only, 404 `not_found` for
 * anyone else (the client address as the trusted front door forwards it): the developer mailbox and the
 * developer SMS outbox hold tokens and codes that must never reach another machine (ADR 0013, 0021).
 */
export function loopbackOnly(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.ip)) throw new ApiError('not_found');
  });
}
