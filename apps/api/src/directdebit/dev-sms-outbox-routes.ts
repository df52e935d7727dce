import { smsOutbox } from '@dating/db/schema';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loopbackOnly } from '../dev-mailbox/loopback-only';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';

const ZSmsItem = z.object({
  id: z.string(),
  phone: z.string(),
  body: z.string(),
  transport: z.enum(['outbox', 'http']),
  status: z.string(),
  created_at: z.string(),
});

/**
 * The developer SMS outbox: every stored SMS (the direct-debit codes), newest first. Registered only with
 * the developer mailbox (`config.devMailbox`: never in production on a real domain) and answering loopback
 * clients only, like it (ADR 0013, 0021).
 */
export async function devSmsOutboxRoutes(app: App): Promise<void> {
  loopbackOnly(app);

  app.get('/dev/sms-outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Developer SMS outbox (JSON, for end-to-end tests)',
      description: 'Stored SMS, newest first, optionally only those to `phone` (E.164). Development only.',
      querystring: z
        .object({
          phone: z
            .string()
            .regex(/^\+\d{6,15}$/)
            .optional(),
          limit: z.coerce.number().int().min(1).max(500).optional(),
        })
        .strict(),
      response: { 200: z.object({ sms: z.array(ZSmsItem) }), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const rows = await app.db.db
        .select()
        .from(smsOutbox)
        .where(request.query.phone ? eq(smsOutbox.phone, request.query.phone) : undefined)
        .orderBy(desc(smsOutbox.createdAt))
        .limit(request.query.limit ?? 50);
      reply.header('cache-control', 'no-store');
      return {
        sms: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          body: r.body,
          transport: r.transport,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  });
}
