import { defineDomain } from '../domains';
import { pageBounceRoutes } from './page-bounce-routes';

/** What the landers call on the API: page-bounce logging (spec §4), and its operator report. */
export default defineDomain({
  name: 'landers',
  routes: (app, opts) => pageBounceRoutes(app, { operatorToken: opts.operatorToken }),
});
