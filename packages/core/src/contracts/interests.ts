import { z } from 'zod';

export const ZInterestKey = z
  .string()
  .regex(/^[a-z]{2,40}$/)
  .describe('Interest key, e.g. "hiking"');

export const ZInterest = z.object({
  key: ZInterestKey,
  category: z.enum(['intimacy', 'lifestyle', 'culture', 'food']).describe('Grouping for the chip picker'),
});
export type TInterest = z.infer<typeof ZInterest>;

/** GET /api/interests.php */
export const ZInterestsResponse = z.object({ interests: z.array(ZInterest) });
export type TInterestsResponse = z.infer<typeof ZInterestsResponse>;
