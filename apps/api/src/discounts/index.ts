import { defineDomain } from '../domains';
import { discountRoutes } from './discounts-routes';

/** Discount codes: the stay discount offered when deleting the account. */
export default defineDomain({ name: 'discounts', routes: discountRoutes });
