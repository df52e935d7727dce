import {
  ZCreateOrderResponse,
  ZLedgerResponse,
  ZOrderResponse,
  ZPackagesResponse,
  ZPricingResponse,
  type TCreateOrderInput,
  type TCreateOrderResponse,
  type TLedgerResponse,
  type TOrderResponse,
  type TPackagesResponse,
  type TPricingResponse,
} from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

/** Credit packages, prices, checkout, the payment state of an order and the member's ledger. */
export const paymentsResource = (request: RequestFn) => ({
  /** GET /api/packages.php: p0–p3 for a country, the methods offered there and the active discount. */
  packages: (country?: string, options?: CallOptions): Promise<TPackagesResponse> =>
    request({
      method: 'GET',
      path: '/api/packages.php',
      ...(country ? { query: { country } } : {}),
      schema: ZPackagesResponse,
      ...options,
    }),
  /** GET /api/pricing.php: every price a member can pay (readable by visitors). */
  pricing: (country?: string, options?: CallOptions): Promise<TPricingResponse> =>
    request({
      method: 'GET',
      path: '/api/pricing.php',
      ...(country ? { query: { country } } : {}),
      schema: ZPricingResponse,
      ...options,
    }),
  /** POST /api/orders.php: creates the order and the provider payment; send the browser to `redirect_url`. */
  createOrder: (input: TCreateOrderInput, options?: CallOptions): Promise<TCreateOrderResponse> =>
    request({
      method: 'POST',
      path: '/api/orders.php',
      body: input,
      schema: ZCreateOrderResponse,
      ...options,
    }),
  /** GET /api/orders.php?id=: the order's payment state (settled with the provider when still open). */
  order: (id: string, options?: CallOptions): Promise<TOrderResponse> =>
    request({ method: 'GET', path: '/api/orders.php', query: { id }, schema: ZOrderResponse, ...options }),
  /** GET /api/ledger.php: the member's own credit movements, newest first, with receipts. */
  ledger: (page: { before?: number; limit?: number } = {}, options?: CallOptions): Promise<TLedgerResponse> =>
    request({
      method: 'GET',
      path: '/api/ledger.php',
      query: { before: page.before, limit: page.limit },
      schema: ZLedgerResponse,
      ...options,
    }),
});
