import { photoFiles } from '@dating/db';
import { moderationDecisions, photos, profiles } from '@dating/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MEDIA_FILE } from '../photos/media-routes';
import { moderatePhotos } from '../photos/photos-repo';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { writeAudit } from './audit';
import {
  ZPhotoDecisionInput,
  ZPhotoDecisionResponse,
  ZPhotoQueueQuery,
  ZPhotoQueueResponse,
} from './contracts';
import { ageSeconds, lockQueueItem } from './decisions';
import { operatorOf, CONSOLE_RATE, operatorCall } from './operator-auth';

/** Where the console loads photos awaiting a decision (any status; moderators only). */
export const OPERATOR_MEDIA_PREFIX = '/api/operator/media';

const ZOperatorMediaParams = z.object({
  file: z.string().max(64).regex(MEDIA_FILE).describe('`<storage key>.webp` or `<storage key>-thumb.webp`'),
});

/**
 * The photo moderation queue of the console: pending photos oldest first with their age, one decision at a
 * time (approve, or reject with a reason), each with an audit row and a `moderation_decisions` row in the same
 * transaction. A photo already decided answers 409 (two moderators on one photo: the first wins).
 */
export async function photoQueueRoutes(app: App, token: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token, roles: ['moderator'] as const };

  app.get('/operator/photo-queue.php', {
    ...operatorCall(app, access, {
      summary: 'Photos awaiting moderation, oldest first',
      description: 'Each with its owner, whether the owner is a fictional profile, and its age in seconds.',
      querystring: ZPhotoQueueQuery,
      ok: ZPhotoQueueResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const now = app.config.now();
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: photos.id,
            ownerId: photos.ownerId,
            ownerName: profiles.name,
            fictional: profiles.fictional,
            private: photos.private,
            storageKey: photos.storageKey,
            width: photos.width,
            height: photos.height,
            createdAt: photos.createdAt,
          })
          .from(photos)
          .innerJoin(profiles, eq(profiles.userId, photos.ownerId))
          .where(eq(photos.status, 'pending'))
          .orderBy(asc(photos.createdAt), asc(photos.id))
          .limit(request.query.limit ?? 50),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(photos)
          .where(eq(photos.status, 'pending')),
      ]);
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => {
          const files = photoFiles(r.storageKey);
          return {
            id: r.id,
            owner_id: r.ownerId,
            owner_name: r.ownerName,
            fictional: r.fictional,
            private: r.private,
            thumb_url: `${OPERATOR_MEDIA_PREFIX}/${files.thumb}`,
            url: `${OPERATOR_MEDIA_PREFIX}/${files.full}`,
            width: r.width,
            height: r.height,
            created_at: r.createdAt.toISOString(),
            age_seconds: ageSeconds(r.createdAt, now),
          };
        }),
      };
    },
  });

  app.post('/operator/photo-decision.php', {
    ...operatorCall(app, access, {
      summary: 'Approve a photo, or reject it with a reason',
      description:
        'Approving the main photo activates the profile; rejecting hides the photo from everyone but its ' +
        'owner at once (the main photo moves to the next public one, or the profile is disabled). 404 for an ' +
        'unknown photo, 409 when it was already decided.',
      body: ZPhotoDecisionInput,
      ok: ZPhotoDecisionResponse,
      errors: [404, 409],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { photo, decision, reason } = request.body;
      const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
      await db.transaction(async (tx) => {
        const row = await lockQueueItem(tx, photos, photo, {
          status: photos.status,
          ownerId: photos.ownerId,
        });
        if (row.status !== 'pending') throw new ApiError('conflict');
        await moderatePhotos(tx, { photoId: photo }, decision, app.config.now());
        await tx.insert(moderationDecisions).values({
          subjectType: 'photo',
          subjectId: photo,
          decision,
          reason: reason ?? null,
          decidedBy: operatorOf(request).actor,
        });
        await writeAudit(tx, app, request, {
          action: `photo.${decision}`,
          subjectType: 'photo',
          subjectId: photo,
          before: { status: row.status },
          after: { status },
          details: { owner_id: row.ownerId, ...(reason ? { reason } : {}) },
        });
      });
      return { ok: true as const, photo, status };
    },
  });

  app.get('/operator/media/:file', {
    ...operatorCall(app, access, {
      summary: 'A photo rendition for moderation (any status)',
      params: ZOperatorMediaParams,
      ok: z.string().describe('image/webp bytes'),
      errors: [404],
    }),
    handler: async (request, reply) => {
      const { file } = request.params;
      const key = MEDIA_FILE.exec(file)?.[1];
      if (!key) throw new ApiError('not_found');
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.storageKey, key))
        .limit(1);
      const object = row ? await app.media.get(file) : null;
      if (!object) throw new ApiError('not_found');
      return reply
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(object.body as never);
    },
  });
}
