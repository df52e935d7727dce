import { ZPhotoModerationInput, ZPhotoModerationResponse } from '@dating/core/contracts';
import { photos } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { moderatePhotos } from '../photos/photos-repo';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { writeAudit } from './audit';
import { operatorCall } from './operator-auth';

export {
  isOperatorToken,
  operatorCall,
  operatorOf,
  operatorRoute,
  type OperatorActor,
} from './operator-auth';

/**
 * The scripts' photo call (README, e2e): approve or reject one photo or every pending photo at once. The
 * console decides one photo at a time with a reason (photo-queue-routes). Role moderator; audited.
 */
export async function operatorRoutes(app: App, opts: { operatorToken: string | undefined }): Promise<void> {
  app.post('/operator/photo-moderation.php', {
    ...operatorCall(
      app,
      { token: opts.operatorToken, roles: ['moderator'] },
      {
        summary: 'Approve or reject a photo (or every pending photo)',
        description:
          'With an operator session or `Authorization: Bearer <OPERATOR_TOKEN>`. Approving the main photo ' +
          'activates the profile; rejecting it moves the main photo to the next public one, or disables the ' +
          'profile. Writes one audit row.',
        body: ZPhotoModerationInput,
        ok: ZPhotoModerationResponse,
        errors: [404],
        limit: { max: 120, timeWindow: '1 minute' },
      },
    ),
    handler: async (request) => {
      const { photo, all_pending: allPending, decision } = request.body;
      if (!photo === !allPending) {
        throw new ApiError('validation_failed', {
          fields: [{ path: 'body.photo', message: 'Give either photo or all_pending' }],
        });
      }
      const moderated = await app.db.db.transaction(async (tx) => {
        const before = await tx
          .select({ id: photos.id, status: photos.status })
          .from(photos)
          .where(photo ? eq(photos.id, photo) : eq(photos.status, 'pending'));
        const n = await moderatePhotos(
          tx,
          photo ? { photoId: photo } : { allPending: true },
          decision,
          app.config.now(),
        );
        if (photo && n === 0) throw new ApiError('not_found');
        if (n > 0) {
          await writeAudit(tx, app, request, {
            action: `photo.${decision}`,
            subjectType: 'photo',
            subjectId: photo ?? null,
            before: photo ? { status: before[0]?.status } : { pending: before.map((b) => b.id) },
            after: { status: decision === 'approve' ? 'approved' : 'rejected' },
            details: { moderated: n, ...(allPending ? { all_pending: true } : {}) },
          });
        }
        return n;
      });
      return { ok: true as const, moderated };
    },
  });
}
