import { ZPushSubscriptionInput, ZPushUnsubscribeInput } from '@dating/core/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { deletePushSubscription, upsertPushSubscription } from './subscriptions-repo';
import { memberRoute } from '../shared/member-route';
import { okResponses } from '../shared/schemas';
import { requireClientRequestType } from '../plugins/app/auth';
import type { App } from '../types';

export const PUSH_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/** The `push` query value of a raw request (`/api/user.php?push=1`), or undefined. */
function pushQuery(req: IncomingMessage): string | undefined {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('push') ?? undefined;
}

/**
 * Spec §7 dispatches push subscriptions on the user call's path by query (`POST /api/user.php?push=1`), so
 * these routes share `/user.php` with the login and carry a router constraint on `push`; a request without
 * `push=1` falls through to the unconstrained user routes.
 */
function addPushConstraint(app: App): void {
  if (app.hasConstraintStrategy('push')) return;
  app.addConstraintStrategy({
    name: 'push',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint: (req: IncomingMessage) => pushQuery(req),
    mustMatchWhenDerived: false,
  });
}

/** OpenAPI has no query-dispatched operations: document these under the spec's literal path. */
const documentAs =
  (url: string) =>
  (args: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> => ({
    ...jsonSchemaTransform(args),
    url,
  });

/** `{ ok: true }`, never cached (the answer is about this member's browser). */
function answerOk(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
  return { ok: true as const };
}

/** Web-push subscriptions of this browser for the logged-in member (spec §4 push, §7; ADR 0010). */
export async function pushRoutes(
  app: App,
  opts: { pushRateLimit?: { max: number; timeWindow: string | number } },
) {
  addPushConstraint(app);
  const rateLimit = opts.pushRateLimit ?? PUSH_RATE_LIMIT;
  /** Both routes: `/user.php?push=1` only, a client request (of a logged-in member: `memberRoute`), rate-limited per IP. */
  const onPushQuery = {
    constraints: { push: '1' },
    preValidation: requireClientRequestType,
    config: { rateLimit, swaggerTransform: documentAs('/api/user.php?push=1') },
  };

  app.post('/user.php', {
    ...onPushQuery,
    ...memberRoute(app, 'user', {
      summary: "Store this browser's push subscription (`?push=1`)",
      description:
        'The body is `PushSubscription.toJSON()` of a subscription made with `settings.push_public_key` as ' +
        '`applicationServerKey`. Upserted by endpoint: an endpoint already stored for another member moves to ' +
        'this one (same browser, new member). A member keeps at most 10 subscriptions; the oldest go. Needs ' +
        '`X-Request-Type: client`; 403 `authentication_required` without a session. Rate-limited per IP.',
      body: ZPushSubscriptionInput,
      response: okResponses(400, 403, 413, 415, 429),
    }),
    handler: async (request, reply) => {
      await upsertPushSubscription(
        app.db.db,
        request.auth!.userId,
        request.body,
        request.headers['user-agent'],
        app.config.now(),
      );
      return answerOk(reply);
    },
  });

  app.delete('/user.php', {
    ...onPushQuery,
    ...memberRoute(app, 'user', {
      summary: "Forget this browser's push subscription (`?push=1`)",
      description:
        'Deletes the logged-in member’s subscription with this endpoint (sent before logging out, or when the ' +
        'member turns push off in the browser). Another member’s endpoint is left alone; the answer is the ' +
        'same `{ ok: true }` either way.',
      body: ZPushUnsubscribeInput,
      response: okResponses(400, 403, 413, 415, 429),
    }),
    handler: async (request, reply) => {
      await deletePushSubscription(app.db.db, request.auth!.userId, request.body.endpoint);
      return answerOk(reply);
    },
  });
}
