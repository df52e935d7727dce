import {
  ZPageBouncesQuery,
  ZPageBouncesResponse,
  ZPageHiddenBody,
  ZPageHiddenQuery,
} from '@dating/core/contracts';
import { z } from 'zod';
import { operatorRoute } from '../operator/operator-routes';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import { getSettingsForDomain } from '../site/settings-repo';
import { requestDomain } from '../site/geo';
import type { App } from '../types';
import { countBounce, listBounces } from './bounces-repo';

/** Per client IP: a visitor hides a page a few times a minute at most; room for shared NATs. */
export const PAGE_HIDDEN_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;
/** The beacon's body is empty or `{}` (spec §7); anything larger is not a beacon. */
const BEACON_BODY_LIMIT = 1024;

/**
 * Page-bounce logging of the landers (spec §4, §7; issue 14 item 4). The lander sends the beacon only when it
 * was opened with `lb` and is hidden before a sign-up; the count is per site, day, lander and campaign.
 */
export async function pageBounceRoutes(app: App, opts: { operatorToken?: string }): Promise<void> {
  const db = app.db.db;
  app.post('/page-hidden.php', {
    bodyLimit: BEACON_BODY_LIMIT,
    // From any origin: a campaign bundle on another host sends it; it counts, and touches no one's session.
    config: { rateLimit: PAGE_HIDDEN_RATE_LIMIT, anyOrigin: true },
    schema: {
      tags: ['site'],
      summary: 'Count a lander bounce (beacon)',
      description:
        'Sent by `navigator.sendBeacon` when a lander opened with `lb` becomes hidden before a sign-up. The body ' +
        'is empty (the landers send none, so a campaign bundle on another origin needs no CORS preflight) or an ' +
        'empty JSON object; `lander` and `campaign` come in the query. Counts one bounce for the ' +
        "site's day (UTC) on the site the domain serves; stores no visitor, address or cookie. " +
        `${PAGE_HIDDEN_RATE_LIMIT.max} calls per IP in ${PAGE_HIDDEN_RATE_LIMIT.timeWindow}.`,
      querystring: ZPageHiddenQuery,
      body: ZPageHiddenBody,
      response: { 204: z.null().describe('Counted'), ...errorResponses(400, 413, 429) },
    },
    handler: async (request, reply) => {
      const site = await getSettingsForDomain(db, requestDomain(request));
      if (site) {
        await countBounce(db, {
          siteId: site.siteId,
          lander: request.query.lander,
          campaign: request.query.campaign ?? null,
          at: app.config.now(),
        });
      }
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.get('/operator/page-bounces.php', {
    ...operatorRoute(
      app,
      { token: opts.operatorToken, roles: ['finance'] },
      {
        summary: 'Lander bounces per day, lander and campaign',
        description:
          "The site's bounce counts of the last `days` days (default 30), newest day first. Operators of role finance.",
        querystring: ZPageBouncesQuery,
        response: { 200: ZPageBouncesResponse, ...errorResponses(400, 403, 404) },
      },
    ),
    handler: async (request, reply) => {
      const site = await getSettingsForDomain(db, requestDomain(request));
      if (!site) throw new ApiError('not_found');
      reply.header('cache-control', 'private, no-store');
      return {
        bounces: await listBounces(db, {
          siteId: site.siteId,
          days: request.query.days,
          now: app.config.now(),
        }),
      };
    },
  });
}
