import { defineDomain } from '../domains';
import { devMailboxRoutes } from './dev-mailbox-routes';

/** The local mailbox for development: only when DEV_MAILBOX is on (`app.config.devMailbox`), loopback only. */
export default defineDomain({
  name: 'dev-mailbox',
  async routes(app) {
    if (app.config.devMailbox) await devMailboxRoutes(app);
  },
});
