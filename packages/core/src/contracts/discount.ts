import { z } from 'zod';

/** Discount codes are 3–40 letters, digits and dashes; they are compared upper-case. */
export const DISCOUNT_CODE_RE = /^[A-Za-z0-9-]{3,40}$/;

/** A discount code as the member sees it (spec §3 discount code). */
export const ZDiscountCode = z.object({
  code: z.string(),
  country: z.string().nullable().describe('Only valid for members of this country; null: any'),
  user_id: z.string().nullable().describe('The member it was made for (always the caller); null: site-wide'),
  expires: z.string().nullable().describe('ISO date-time after which it no longer applies; null: no end'),
  value_percentage: z.number().int().min(1).max(100),
  percentage: z.number().int().min(1).max(100).describe('Same as value_percentage (spec §3 names both)'),
  currency: z.string().nullable(),
  minimum_order_value: z.number().min(0).describe('In currency units; 0: no minimum'),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(['once_per_user', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(z.string()).describe('Payment methods it applies to; empty: all'),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

/** GET /api/discountcode.php */
export const ZDiscountCodeQuery = z
  .object({
    code: z
      .string()
      .regex(DISCOUNT_CODE_RE)
      .optional()
      .describe('The code as the member typed it (case does not matter)'),
    welcome: z
      .literal('true')
      .optional()
      .describe("`true`: the site's welcome discount instead of a typed code (visitors too)"),
  })
  .refine((q) => (q.code === undefined) !== (q.welcome === undefined), {
    message: 'Give either code or welcome=true',
  });
export type TDiscountCodeQuery = z.infer<typeof ZDiscountCodeQuery>;

export const ZDiscountCodeResponse = z.object({ discount_code: ZDiscountCode });
export type TDiscountCodeResponse = z.infer<typeof ZDiscountCodeResponse>;
