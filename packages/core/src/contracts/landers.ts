import { z } from 'zod';
import { CAMPAIGN_NAME, LANDER_TEMPLATES } from '../domain/landers';

export { CAMPAIGN_NAME, LANDER_TEMPLATES, isLanderTemplate, type LanderTemplate } from '../domain/landers';

/**
 * POST /api/page-hidden.php (spec §4, §7: a beacon with an empty JSON body, sent when a lander opened with
 * `lb` becomes hidden before a sign-up). The lander and campaign travel in the query so the body stays empty.
 */
export const ZPageHiddenQuery = z
  .object({
    lander: z.enum(LANDER_TEMPLATES),
    campaign: z.string().regex(CAMPAIGN_NAME).optional(),
  })
  .strict();
export type TPageHiddenQuery = z.infer<typeof ZPageHiddenQuery>;

/** Its body: none (what the landers send) or an empty JSON object. */
export const ZPageHiddenBody = z.object({}).strict().nullish();

/** GET /api/operator/page-bounces.php: bounces per day, lander and campaign. */
export const ZPageBouncesQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(366).default(30),
  })
  .strict();
export const ZPageBouncesResponse = z.object({
  bounces: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD (UTC)'),
      lander: z.enum(LANDER_TEMPLATES),
      campaign: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type TPageBouncesResponse = z.infer<typeof ZPageBouncesResponse>;
