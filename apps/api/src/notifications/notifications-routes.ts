import { ZNotificationsResponse, ZUpdateNotificationsInput } from '@dating/core/contracts';
import { getNotifications, updateNotifications } from './notifications-repo';
import { memberRoute } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';

/** The `/notifications` settings page (spec §3): e-mail and push preferences as separate sets. */
export async function notificationsRoutes(app: App): Promise<void> {
  app.get('/notifications.php', {
    ...memberRoute(app, 'account', {
      summary: "The member's notification preferences",
      description:
        'E-mail and push preferences (a preference never saved is its default: every e-mail but promotions on, ' +
        'push on) and `notifications_disabled`: why mail stopped (fbl, bounce, listunsubscribe).',
      response: { 200: ZNotificationsResponse, ...errorResponses(403) },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getNotifications(app.db.db, request.auth!.userId);
    },
  });

  app.put('/notifications.php', {
    ...memberRoute(app, 'account', {
      summary: 'Save notification preferences',
      description:
        'Only the preferences given change. `reenable_email: true` clears `notifications_disabled` (the member ' +
        'wants mail again after a bounce, complaint or unsubscribe). Answers the new state.',
      body: ZUpdateNotificationsInput,
      response: { 200: ZNotificationsResponse, ...errorResponses(400, 403, 413, 415) },
    }),
    handler: async (request, reply) => {
      await updateNotifications(app.db.db, request.auth!.userId, request.body, app.config.now());
      reply.header('cache-control', 'private, no-store');
      return getNotifications(app.db.db, request.auth!.userId);
    },
  });
}
