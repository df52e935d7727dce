import { createHmac, timingSafeEqual } from 'node:crypto';
import { ZMailEventInput } from '@dating/core/contracts';
import { ApiError } from '../shared/api-error';
import { recordMailEvent } from './notifications-repo';
import { okResponses } from '../shared/schemas';
import type { App } from '../types';

export const SIGNATURE_HEADER = 'x-mail-events-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON body received (only on routes that need it for a signature). */
    rawBody?: string;
  }
}

/** Hex HMAC-SHA256 of a raw body with the webhook secret. */
export function signMailEvent(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(secret: string, rawBody: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signMailEvent(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Bounces, spam complaints and list-unsubscribes reported by the SMTP provider (spec §8: notifications
 * disabled because of fbl, bounce or listunsubscribe). Signed with MAIL_EVENTS_SECRET; absent without it.
 */
export async function mailEventsRoutes(app: App): Promise<void> {
  const secret = app.config.mailEventsSecret;
  if (!secret) {
    return; // no secret configured: the route does not exist (404)
  }
  // This plugin's own JSON parser keeps the raw text for the signature check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ApiError('bad_request', { messageKey: 'errors.bad_request' }), undefined);
    }
  });

  app.post('/mail-events.php', {
    // The signature is checked before the body's shape, so an unsigned caller learns nothing.
    preValidation: async (request) => {
      if (!signatureMatches(secret, request.rawBody ?? '', request.headers[SIGNATURE_HEADER])) {
        throw new ApiError('forbidden');
      }
    },
    schema: {
      tags: ['mail'],
      summary: 'Bounce and complaint webhook of the SMTP provider',
      description:
        'Header `X-Mail-Events-Signature`: hex HMAC-SHA256 of the raw body with MAIL_EVENTS_SECRET (403 ' +
        'otherwise). Adds the reason to `notifications_disabled` of the account with that address; unknown ' +
        'addresses get the same `{ ok: true }`. Not served (404) when MAIL_EVENTS_SECRET is unset.',
      body: ZMailEventInput,
      response: okResponses(400, 403, 413, 415),
    },
    handler: async (request) => {
      await recordMailEvent(app.db.db, request.body.email, request.body.type, app.config.now());
      request.log.info({ event: 'mail_event', type: request.body.type }, 'mail event recorded');
      return { ok: true as const };
    },
  });
}
