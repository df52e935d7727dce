import { defineDomain } from '../domains';
import { mailEventsRoutes } from './mail-events-routes';
import { notificationsRoutes } from './notifications-routes';

/** Notification preferences, and the mail provider's signed delivery events. */
export default defineDomain({
  name: 'notifications',
  async routes(app) {
    await app.register(notificationsRoutes);
    await app.register(mailEventsRoutes);
  },
});
