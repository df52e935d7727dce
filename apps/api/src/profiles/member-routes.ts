import { ZInvisibleInput, ZMemberQuery, ZMemberResponse, ZUserResponse } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { loadMemberView } from './member-view';
import { MEDIA_PREFIX } from '../photos/images';
import { loadOwnUser } from '../accounts/own-user';
import { memberCall } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import { resolveSession } from '../plugins/app/auth';
import type { App } from '../types';

/** Another member's profile screen and invisible mode (spec §2, §4, §6); blocking is in `blocks/`. */
export async function memberRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.get('/member.php', {
    schema: {
      tags: ['profile'],
      summary: "Another member's profile screen",
      description:
        'Public fields only (age, never the birth date; city and region, never coordinates; no e-mail). ' +
        'Photos are unlocked for the owner and premium members; visitors and free members see the main photo ' +
        'and the next public photos up to 3, the rest (and every private one) come locked, without a URL. ' +
        '404 for unknown, deleted and disabled profiles; 403 `blocked_by_member` with `params.name` when the ' +
        'owner has blocked the viewer.',
      querystring: ZMemberQuery,
      response: { 200: ZMemberResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const viewer = await resolveSession(app, request);
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
      return loadMemberView(db, {
        viewerId: viewer?.userId ?? null,
        targetId: request.query.id,
        mediaPrefix: MEDIA_PREFIX,
        now: app.config.now(),
      });
    },
  });

  app.put('/invisible.php', {
    ...memberCall(app, 'profile', {
      summary: 'Invisible mode on or off',
      description:
        'When on, the member is hidden from search, cannot be liked or messaged by others, and must send first ' +
        '(spec §4).',
      body: ZInvisibleInput,
      ok: ZUserResponse,
      private: true,
    }),
    handler: async (request) => {
      const userId = request.auth!.userId;
      await db
        .update(users)
        .set({ invisible: request.body.invisible, updatedAt: app.config.now() })
        .where(eq(users.id, userId));
      return loadOwnUser(app, request, userId);
    },
  });
}
