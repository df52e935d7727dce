import { ZDiscountCodeQuery, ZDiscountCodeResponse } from '@dating/core/contracts';
import { getSettingsForDomain } from '../site/settings-repo';
import { ApiError } from '../shared/api-error';
import { findDiscountForMember, grantStayDiscount, STAY_DISCOUNT_DAYS } from './discounts-repo';
import { requestDomain } from '../site/geo';
import { memberRoute } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import type { FastifyRequest } from 'fastify';

/** Discount codes: the delete-discount offer and looking a code up (spec §3, §7, §8). */
export async function discountRoutes(app: App): Promise<void> {
  const db = app.db.db;
  const siteOf = async (request: FastifyRequest) => {
    const site = await getSettingsForDomain(db, requestDomain(request));
    if (!site) throw new ApiError('not_found');
    return site;
  };

  app.post('/delete-discount.php', {
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    ...memberRoute(app, 'account', {
      summary: 'Accept the delete-discount offer',
      description:
        'Offered before an account is deleted when the site has a `delete_discount`: makes a personal code ' +
        `(\`STAY-…\`, once per member, valid ${STAY_DISCOUNT_DAYS} days) for that percentage off the next credit ` +
        'purchase, applied at checkout. Calling it again while the code is unused and valid answers the same ' +
        'code. 404 `not_found` when the site has no delete discount.',
      response: { 200: ZDiscountCodeResponse, ...errorResponses(403, 404, 429) },
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const percent = site.settings.delete_discount;
      if (!percent) throw new ApiError('not_found');
      reply.header('cache-control', 'private, no-store');
      const discount_code = await grantStayDiscount(db, {
        userId: request.auth!.userId,
        siteId: site.siteId,
        percent,
        now: app.config.now(),
      });
      request.log.info({ event: 'delete_discount_accepted' }, 'delete discount accepted');
      return { discount_code };
    },
  });

  app.get('/discountcode.php', {
    // Few tries: codes are short enough that unlimited guessing would find some.
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    ...memberRoute(app, 'payments', {
      summary: 'Look up a discount code',
      description:
        'A code the member typed: 404 `code_not_found` when it does not exist, is inactive, belongs to ' +
        "another site or is another member's personal code; 409 `code_used` when a once-per-member code " +
        'was already redeemed by the caller. An expired code answers with `expired: true`. `country`, ' +
        '`minimum_order_value` and `paymentmethods` say where it applies; checkout enforces them.',
      querystring: ZDiscountCodeQuery,
      response: { 200: ZDiscountCodeResponse, ...errorResponses(400, 403, 404, 409, 429) },
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      reply.header('cache-control', 'private, no-store');
      const discount_code = await findDiscountForMember(db, {
        code: request.query.code,
        userId: request.auth!.userId,
        siteId: site.siteId,
        now: app.config.now(),
      });
      return { discount_code };
    },
  });
}
