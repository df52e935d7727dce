import { defineDomain } from '../domains';
import { receiptRoutes } from './receipt-routes';

/** Receipts (issue 13 item 5): a purchase's receipt as a PDF download. */
export default defineDomain({ name: 'receipts', routes: receiptRoutes });
