import { type TDiscountCodeResponse } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';
import { type CallOptions } from '../request';

/** Discount codes: the delete-discount offer and looking up a typed code. */
export const discountsResource = defineResource(({ find, request }) => ({
  /** POST /api/delete-discount.php: accept the offer made before deleting the account (a personal code). */
  acceptDeleteDiscount: (options?: CallOptions): Promise<TDiscountCodeResponse> =>
    request({
      method: 'POST',
      path: '/api/delete-discount.php',
      body: {},
      schema: contract('ZDiscountCodeResponse'),
      ...options,
    }),
  /** GET /api/discountcode.php?code=… */
  lookup: find('/api/discountcode.php', contract('ZDiscountCodeResponse'), (code: string) => ({ code })),
}));
