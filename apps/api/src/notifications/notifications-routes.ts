import { ZNotificationsResponse, ZUpdateNotificationsInput } from '@dating/core/contracts';
import { getNotifications, updateNotifications } from './notifications-repo';
import { memberCall } from '../shared/member-route';
import type { App } from '../types';

/** The `/notifications` settings page (spec §3): e-mail and push preferences as separate sets. */
export async function notificationsRoutes(app: App): Promise<void> {
  app.get('/notifications.php', {
    ...memberCall(app, 'account', {
      summary: "The member's notification preferences",
      description:
        'E-mail and push preferences (a preference never saved is its default: every e-mail but promotions on, ' +
        'push on) and `notifications_disabled`: why mail stopped (fbl, bounce, listunsubscribe).',
      ok: ZNotificationsResponse,
      private: true,
    }),
    handler: async (request) => getNotifications(app.db.db, request.auth!.userId),
  });

  app.put('/notifications.php', {
    ...memberCall(app, 'account', {
      summary: 'Save notification preferences',
      description:
        'Only the preferences given change. `reenable_email: true` clears `notifications_disabled` (the member ' +
        'wants mail again after a bounce, complaint or unsubscribe). Answers the new state.',
      body: ZUpdateNotificationsInput,
      ok: ZNotificationsResponse,
      errors: [413, 415],
      private: true,
    }),
    handler: async (request) => {
      await updateNotifications(app.db.db, request.auth!.userId, request.body, app.config.now());
      return getNotifications(app.db.db, request.auth!.userId);
    },
  });
}
