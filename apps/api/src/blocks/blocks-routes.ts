import { ZBlockInput, ZBlocksResponse, ZOkResponse } from '@dating/core/contracts';
import { MEDIA_PREFIX } from '../photos/images';
import { memberCall } from '../shared/member-route';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { blockableMember, blockMember, listBlocked, unblockMember } from './blocks-repo';

/** Blocking and unblocking a member, and the list of members one has blocked (spec §4, §6). */
export async function blockRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.post('/block.php', {
    ...memberCall(app, 'profile', {
      summary: 'Block a member',
      description:
        "The blocked member can no longer see the blocker's profile or contact them; both disappear from each " +
        "other's search, likes, swipe game and chats. Quiet (ADR 0035): the blocked member is not notified, " +
        "and only a direct visit to the blocker's profile says so. Blocking twice is harmless.",
      body: ZBlockInput,
      ok: ZOkResponse,
      errors: [404],
    }),
    handler: async (request) => {
      const userId = request.auth!.userId;
      if (!(await blockableMember(db, userId, request.body.profile))) throw new ApiError('not_found');
      await blockMember(db, userId, request.body.profile, app.config.now());
      return { ok: true as const };
    },
  });

  app.delete('/block.php', {
    ...memberCall(app, 'profile', {
      summary: 'Unblock a member',
      body: ZBlockInput,
      ok: ZOkResponse,
    }),
    handler: async (request) => {
      await unblockMember(db, request.auth!.userId, request.body.profile);
      return { ok: true as const };
    },
  });

  app.get('/blocks.php', {
    ...memberCall(app, 'profile', {
      summary: 'Members I have blocked',
      ok: ZBlocksResponse,
      private: true,
    }),
    handler: async (request) => ({
      profiles: await listBlocked(db, request.auth!.userId, MEDIA_PREFIX, app.config.now()),
    }),
  });
}
