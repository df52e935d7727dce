import { defineDomain } from '../domains';
import { goodwillRoutes } from './goodwill-routes';
import { operatorRoutes } from './operator-routes';

/** The operator's calls (photo moderation, goodwill credits), only when OPERATOR_TOKEN is set. */
export default defineDomain({
  name: 'operator',
  enabled: (opts) => Boolean(opts.operatorToken),
  routes: async (app, opts) => {
    await operatorRoutes(app, { operatorToken: opts.operatorToken ?? '' });
    await goodwillRoutes(app, opts.operatorToken ?? '');
  },
});
