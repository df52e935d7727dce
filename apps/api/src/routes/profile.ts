import { ZUpdateProfileInput, ZUserResponse } from '@dating/core/contracts';
import { loadOwnUser } from '../lib/own-user';
import { updateProfile } from '../lib/profile-repo';
import { errorResponses } from '../lib/schemas';
import { requireUser } from '../plugins/app/auth';
import type { App } from '../types';

/** The personal-info steps of sign-up (spec §4, steps 2–4); the profile issue extends it. */
export async function profileRoutes(app: App): Promise<void> {
  app.put('/profile.php', {
    preHandler: requireUser(app),
    schema: {
      tags: ['account'],
      summary: "Update the logged-in member's profile",
      description:
        'Only the fields given change; unknown fields are refused (no mass assignment). `country` must be a ' +
        'served country and `region` one of its regions (changing the country without a region clears it); ' +
        '`interests` (existing keys only) replaces the list. Answers `{ user }`; 400 `validation_failed` with ' +
        '`fields` otherwise.',
      security: [{ session: [] }],
      body: ZUpdateProfileInput,
      response: { 200: ZUserResponse, ...errorResponses(400, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      await updateProfile(app.db.db, request.auth!.userId, request.body, app.config.now());
      reply.header('cache-control', 'private, no-store');
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });
}
