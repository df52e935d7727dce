import type { FastifySchema } from 'fastify';
import { requireUser } from '../plugins/app/auth';
import type { App } from '../types';

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
