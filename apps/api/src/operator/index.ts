import { defineDomain } from '../domains';
import { operatorRoutes } from './operator-routes';

/** The operator's calls (photo moderation), only when OPERATOR_TOKEN is set. */
export default defineDomain({
  name: 'operator',
  enabled: (opts) => Boolean(opts.operatorToken),
  routes: (app, opts) => operatorRoutes(app, { operatorToken: opts.operatorToken ?? '' }),
});
