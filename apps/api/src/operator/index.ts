import { defineDomain } from '../domains';
import { auditRoutes } from './audit-routes';
import { fictionalRoutes } from './fictional-routes';
import { goodwillRoutes } from './goodwill-routes';
import { operatorRoutes } from './operator-routes';
import { photoQueueRoutes } from './photo-queue-routes';
import { operatorSessionRoutes } from './session-routes';

/**
 * The operator's calls (ADR 0028): operator accounts and sessions, the photo queue, the audit log, goodwill
 * credits, the fictional-profile editor (ADR 0037). Always served; every call needs an operator session of the right role, or OPERATOR_TOKEN when set.
 */
export default defineDomain({
  name: 'operator',
  routes: async (app, opts) => {
    const token = opts.operatorToken;
    await operatorSessionRoutes(app, { token });
    await operatorRoutes(app, { operatorToken: token });
    await photoQueueRoutes(app, token);
    await auditRoutes(app, token);
    await goodwillRoutes(app, token);
    await fictionalRoutes(app, token);
  },
});
