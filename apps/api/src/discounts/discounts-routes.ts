import { ZDiscountCodeQuery, ZDiscountCodeResponse } from '@dating/core/contracts';
import { getSettingsForDomain } from '../site/settings-repo';
import { ApiError } from '../shared/api-error';
import {
  findDiscountForMember,
  findWelcomeDiscount,
  grantStayDiscount,
  STAY_DISCOUNT_DAYS,
} from './discounts-repo';
import { WELCOME_CODE } from '../payments/checkout-discount';
import { resolveSession } from '../plugins/app/auth';
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
    schema: {
      tags: ['payments'],
      summary: 'Look up a discount code, or the welcome discount',
      description:
        'With `code`, a code the member typed (session required, 403 `authentication_required` without): 404 ' +
        "`code_not_found` when it does not exist, is inactive, belongs to another site or is another member's " +
        'personal code; 409 `code_used` when a once-per-member code was already redeemed by the caller. An ' +
        'expired code answers with `expired: true`. `country`, `minimum_order_value` and `paymentmethods` say ' +
        "where it applies; checkout enforces them. With `welcome=true` (visitors too): the site's welcome " +
        `discount (${WELCOME_CODE}, first purchase only): 404 for a paid member or a site without one, 409 once ` +
        'redeemed. The site shows it as it is; the clock that runs is the time bonus after sign-up (ADR 0024).',
      security: [{ session: [] }, {}],
      querystring: ZDiscountCodeQuery,
      response: { 200: ZDiscountCodeResponse, ...errorResponses(400, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const site = await siteOf(request);
      reply.header('cache-control', 'private, no-store');
      const auth = await resolveSession(app, request);
      const now = app.config.now();
      if (request.query.welcome) {
        const discount_code = await findWelcomeDiscount(db, {
          code: WELCOME_CODE,
          userId: auth?.userId ?? null,
          siteId: site.siteId,
          now,
        });
        return { discount_code };
      }
      if (!auth) throw new ApiError('authentication_required');
      const discount_code = await findDiscountForMember(db, {
        code: request.query.code!,
        userId: auth.userId,
        siteId: site.siteId,
        now,
      });
      return { discount_code };
    },
  });
}
