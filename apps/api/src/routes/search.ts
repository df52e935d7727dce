import { ZSearchQuery, ZSearchResponse } from '@dating/core/contracts';
import { loggedOutSearchVisible } from '@dating/core/domain';
import { getSettingsForDomain } from '@dating/db';
import { ApiError } from '../lib/api-error';
import { normaliseDomain } from '../lib/geo';
import { MEDIA_PREFIX } from '../lib/own-user';
import { errorResponses } from '../lib/schemas';
import { searchMembers } from '../lib/search';
import { resolveSession } from '../plugins/app/auth';
import type { App } from '../types';

/** Member search (spec §2 /members, §3 search state, §4 logged-out search). */
export async function searchRoutes(app: App): Promise<void> {
  app.get('/search.php', {
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    schema: {
      tags: ['search'],
      summary: 'Search members',
      description:
        'Active members matching gender, country, region (`countryregion`) and age, newest activity first, ' +
        'paged by `cursor` (no offsets: page 200 costs what page 1 costs). Never lists the viewer, members ' +
        'blocked either way, invisible, deleted or disabled profiles. The first page carries `num_results` ' +
        'counted up to 1,000 (`num_results_capped` beyond) and, when it is short, `similar_results` (any region, ' +
        'ages ±5). Visitors may search when `logged_out_search` is not `none`, or ' +
        '`logged_out_search_trafficsource` is not `none` and they bring a `network`; otherwise 403 ' +
        '`authentication_required`.',
      querystring: ZSearchQuery,
      response: { 200: ZSearchResponse, ...errorResponses(400, 403, 429) },
    },
    handler: async (request, reply) => {
      const viewer = await resolveSession(app, request);
      if (!viewer) {
        const site = await getSettingsForDomain(app.db.db, normaliseDomain(request.host || 'localhost'));
        const visible =
          site !== null &&
          loggedOutSearchVisible({
            loggedIn: false,
            logged_out_search: site.settings.logged_out_search,
            logged_out_search_trafficsource: site.settings.logged_out_search_trafficsource,
            hasTrafficSource: Boolean(request.query.network),
          });
        if (!visible) throw new ApiError('authentication_required');
      }
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
      return searchMembers(app.db.db, request.query, {
        viewerId: viewer?.userId ?? null,
        mediaPrefix: MEDIA_PREFIX,
        now: app.config.now(),
      });
    },
  });
}
