import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DATA_EXPORT_INTERVAL_HOURS,
  ZDataExportLink,
  ZDataExportRequest,
  ZDataExportState,
  ZDataExportTokenQuery,
  type TDataExportState,
} from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { memberRoute } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { exportsDir, kickDataExports } from './export-job';
import { exportOfToken, latestExport, queueExport, type ExportRow } from './exports-repo';

const INTERVAL_MS = DATA_EXPORT_INTERVAL_HOURS * 3_600_000;
const PRIVATE = 'private, no-store';

/** Rate limits per session (else per address): one member's clicks never use up another's. */
const perSession = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => request.cookies['auth._token'] ?? request.ip,
  },
});

/** What the settings section shows of the newest request. */
function stateOf(row: ExportRow | null, now: Date): TDataExportState {
  if (!row) return { status: 'none', requested_at: null, expires_at: null, next_at: null };
  const next = row.createdAt.getTime() + INTERVAL_MS;
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    status: expired ? 'expired' : row.status,
    requested_at: row.createdAt.toISOString(),
    expires_at: row.status === 'ready' && row.expiresAt ? row.expiresAt.toISOString() : null,
    next_at: next > now.getTime() ? new Date(next).toISOString() : null,
  };
}

/** A link token of this member that still works, or 400 `token_invalid` (unknown, another's, expired). */
async function liveExport(app: App, userId: string, token: string): Promise<ExportRow> {
  const row = await exportOfToken(app.db.db, userId, token);
  if (
    !row ||
    row.status !== 'ready' ||
    !row.expiresAt ||
    row.expiresAt <= app.config.now() ||
    !row.fileName
  ) {
    throw new ApiError('token_invalid');
  }
  return row;
}

/** "Download my data" (issue 15 item 7, ADR 0036). */
export async function exportRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.get('/data-export.php', {
    ...memberRoute(app, 'account', {
      summary: 'My data export',
      description: 'The newest "Download my data" request and when the next one is possible.',
      response: { 200: ZDataExportState, ...errorResponses(403) },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return stateOf(await latestExport(db, request.auth!.userId), app.config.now());
    },
  });

  app.post('/data-export.php', {
    ...memberRoute(app, 'account', {
      summary: 'Download my data',
      description:
        'Queues a ZIP of the member’s data (profile, photos as stored, messages, likes, ledger, orders, ' +
        'preferences, sessions), built in the background and mailed as a link valid 24 hours. Once a day: a ' +
        'second request answers 429 `rate_limited` with `params.next_at`.',
      body: ZDataExportRequest,
      response: { 202: ZDataExportState, ...errorResponses(400, 403, 429) },
    }),
    config: perSession(20),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const now = app.config.now();
      const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError('authentication_required');
      const { created, row } = await queueExport(db, userId, user.language, now, INTERVAL_MS);
      if (!created) {
        const next = new Date(row.createdAt.getTime() + INTERVAL_MS).toISOString();
        throw new ApiError('rate_limited', { params: { next_at: next } });
      }
      request.log.info({ event: 'data_export_queued', export: row.id }, 'data export queued');
      kickDataExports(app);
      reply.header('cache-control', PRIVATE).code(202);
      return stateOf(row, now);
    },
  });

  app.get('/data-export/link.php', {
    ...memberRoute(app, 'account', {
      summary: 'Check a mailed data-export link',
      description:
        'The download page asks this first: 200 for a live link of the logged-in member, 400 ' +
        '`token_invalid` for an unknown, expired or another member’s link (the same answer for all three).',
      querystring: ZDataExportTokenQuery,
      response: { 200: ZDataExportLink, ...errorResponses(400, 403) },
    }),
    config: perSession(60),
    handler: async (request, reply) => {
      const row = await liveExport(app, request.auth!.userId, request.query.token);
      reply.header('cache-control', PRIVATE).header('referrer-policy', 'no-referrer');
      return {
        expires_at: row.expiresAt!.toISOString(),
        bytes: row.bytes ?? 0,
        download_url: `/api/data-export/download.php?token=${encodeURIComponent(request.query.token)}`,
      };
    },
  });

  app.get('/data-export/download.php', {
    ...memberRoute(app, 'account', {
      summary: 'Download my data ZIP',
      description:
        'The ZIP of a live link, only for the member it was made for (logged in); 400 `token_invalid` ' +
        'otherwise.',
      querystring: ZDataExportTokenQuery,
      response: { 200: z.any().describe('application/zip'), ...errorResponses(400, 403) },
    }),
    config: perSession(30),
    handler: async (request, reply) => {
      const row = await liveExport(app, request.auth!.userId, request.query.token);
      let body: Buffer;
      try {
        body = await readFile(join(exportsDir(app), row.fileName!));
      } catch {
        throw new ApiError('token_invalid');
      }
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', PRIVATE)
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
