import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import { pingDb } from './health-repo';
import type { App } from '../types';

const ZHealth = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** Liveness and readiness: answers only when the database answers a trivial query. */
export async function healthRoutes(app: App): Promise<void> {
  for (const url of ['/health', '/api/health']) {
    app.get(url, {
      schema: {
        tags: ['health'],
        summary: 'Health with a database round trip',
        response: { 200: ZHealth, ...errorResponses(503) },
      },
      handler: async (request, reply) => {
        try {
          await pingDb(app.db.db);
        } catch (err) {
          request.log.error({ err }, 'database health check failed');
          throw new ApiError('service_unavailable');
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, db: app.db.kind };
      },
    });
  }
}
