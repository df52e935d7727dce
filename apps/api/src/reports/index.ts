import { defineDomain } from '../domains';
import type { App } from '../types';
import { operatorReportRoutes } from './operator-report-routes';
import { reportsRoutes } from './reports-routes';

/**
 * Member reports and their moderation (issue 15 items 2 and 3, ADR 0034): the member's report, the operator's
 * queue of reports and of profile texts, and the decisions (warn, hide, ban, dismiss; approve or reject a
 * text), each audited and explained to the members by e-mail. Operators of role moderator (or admin).
 */
export default defineDomain({
  name: 'reports',
  routes: async (app: App, opts) => {
    await reportsRoutes(app);
    await operatorReportRoutes(app, opts.operatorToken);
  },
});
