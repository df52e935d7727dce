import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { requireUser } from '../plugins/app/auth';
import type { App } from '../types';
import { callOptions, type CallDef } from './route-defs';

/**
 * What every call of a logged-in member declares: the session check before the handler (403
 * `authentication_required` without one) and, in its OpenAPI schema, the `session` security scheme. Spread it
 * into the route's options: `app.get(url, { ...memberRoute(app, tag, { summary, response }), handler })`.
 */
export function memberRoute<S extends FastifySchema>(app: App, tag: string, schema: S) {
  return {
    preHandler: requireUser(app),
    schema: { tags: [tag], ...schema, security: [{ session: [] }] },
  };
}

/** A member call in one object: a {@link CallDef} and whether its answer is the member's own (`private`). */
export interface MemberCallDef extends CallDef {
  /** The answer carries `cache-control: private, no-store` (an error answer says `no-store`, as every error does). */
  private?: boolean;
}

/** Callback style, as every hook on the hot reads (ADR 0039): no promise per request. */
const privateAnswer = (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
  reply.header('cache-control', 'private, no-store');
  done();
};

/**
 * A member call declared in one object ({@link MemberCallDef}): the session check of {@link memberRoute} (403),
 * the documented answers (400 for input, the handler's own `errors`, 429 under `limit`), the rate limit and, for
 * a `private` call, `cache-control: private, no-store` once the session is checked (a handler may set another).
 * Spread it into the route's options:
 * `app.post(url, { ...memberCall(app, tag, { summary, body, ok, errors: [404], limit, private: true }), handler })`.
 */
export function memberCall<D extends MemberCallDef>(app: App, tag: string, def: D) {
  const { private: isPrivate, ...call } = def;
  const { schema, config } = callOptions(call, [403]);
  const route = memberRoute(app, tag, schema);
  return { ...route, preHandler: isPrivate ? [route.preHandler, privateAnswer] : route.preHandler, config };
}
