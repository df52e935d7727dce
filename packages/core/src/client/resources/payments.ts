import { type TLedgerResponse } from '../../contracts';
import { contract, type AnswerSchema } from '../contract';
import { defineResource } from '../calls';
import { type CallOptions, type RequestFn } from '../request';

/** `(country?, options?) => GET path`, with `?country=` when a country is given. */
const byCountry =
  <T>(request: RequestFn, path: string, schema: AnswerSchema<T>) =>
  (country?: string, options?: CallOptions): Promise<T> =>
    request({ method: 'GET', path, ...(country ? { query: { country } } : {}), schema, ...options });

/** Credit packages, prices, checkout, the payment state of an order and the member's ledger. */
export const paymentsResource = defineResource(({ get, find, send, request }) => ({
  /** GET /api/packages.php: p0–p3 for a country, the methods offered there and the active discount. */
  packages: byCountry(request, '/api/packages.php', contract('ZPackagesResponse')),
  /** GET /api/pricing.php: every price a member can pay (readable by visitors). */
  pricing: byCountry(request, '/api/pricing.php', contract('ZPricingResponse')),
  /** POST /api/orders.php: creates the order and the provider payment; send the browser to `redirect_url`. */
  createOrder: send('POST', '/api/orders.php', { body: 'ZCreateOrderInput', answer: 'ZCreateOrderResponse' }),
  /** GET /api/orders.php?id=: the order's payment state (settled with the provider when still open). */
  order: find('/api/orders.php', contract('ZOrderResponse'), (id: string) => ({ id })),
  /** GET /api/repeat-orders.php: the member's stored means (masked) and the packages to rebuy. */
  repeatOrders: get('/api/repeat-orders.php', contract('ZRepeatOrdersResponse')),
  /** POST /api/repeat-order.php: rebuy on a stored means (no redirect); poll `order` until final. */
  repeatOrder: send('POST', '/api/repeat-order.php', {
    body: 'ZRepeatOrderInput',
    answer: 'ZRepeatOrderResponse',
  }),
  /** GET /api/ledger.php: the member's own credit movements, newest first, with receipts. */
  ledger: (page: { before?: number; limit?: number } = {}, options?: CallOptions): Promise<TLedgerResponse> =>
    request({
      method: 'GET',
      path: '/api/ledger.php',
      query: { before: page.before, limit: page.limit },
      schema: contract('ZLedgerResponse'),
      ...options,
    }),
}));
