import { defineDomain } from '../domains';
import { pushRoutes } from './push-routes';

/** Web push subscriptions; the sender the other domains call is `app.push` (`sender.ts`). */
export default defineDomain({
  name: 'push',
  routes: (app, opts) => pushRoutes(app, { pushRateLimit: opts.pushRateLimit }),
});
