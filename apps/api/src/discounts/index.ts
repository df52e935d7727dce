import { defineDomain } from '../domains';
import { discountRoutes } from './discounts-routes';
import { operatorCodeRoutes } from './operator-code-routes';

/**
 * Discount codes: the stay discount offered when deleting the account, looking a code up, and the finance
 * operator's code management (issue 15, ADR 0037).
 */
export default defineDomain({
  name: 'discounts',
  routes: async (app, opts) => {
    await discountRoutes(app);
    await operatorCodeRoutes(app, opts.operatorToken);
  },
});
