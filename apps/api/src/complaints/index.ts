import { defineDomain } from '../domains';
import type { App } from '../types';
import { complaintsRoutes } from './complaints-routes';
import { operatorComplaintRoutes } from './operator-complaint-routes';

/**
 * Complaints about a payment (issue 13 item 5, ADR 0023): the member's form and list, and the operator's
 * queue and answer (operators of role finance).
 */
export default defineDomain({
  name: 'complaints',
  routes: async (app: App, opts) => {
    await complaintsRoutes(app);
    await operatorComplaintRoutes(app, opts.operatorToken);
  },
});
