import { ZDiscountCodeResponse, type TDiscountCodeResponse } from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

/** Discount codes: the delete-discount offer and looking up a typed code. */
export const discountsResource = (request: RequestFn) => ({
  /** POST /api/delete-discount.php: accept the offer made before deleting the account (a personal code). */
  acceptDeleteDiscount: (options?: CallOptions): Promise<TDiscountCodeResponse> =>
    request({
      method: 'POST',
      path: '/api/delete-discount.php',
      body: {},
      schema: ZDiscountCodeResponse,
      ...options,
    }),
  /** GET /api/discountcode.php?code=… */
  lookup: (code: string, options?: CallOptions): Promise<TDiscountCodeResponse> =>
    request({
      method: 'GET',
      path: '/api/discountcode.php',
      query: { code },
      schema: ZDiscountCodeResponse,
      ...options,
    }),
});
