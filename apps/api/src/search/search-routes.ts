import { ZSearchQuery, ZSearchResponse, type TSearchQuery } from '@dating/core/contracts';
import { loggedOutSearchVisible } from '@dating/core/domain';
import { getSettingsForDomain } from '../site/settings-repo';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../shared/api-error';
import { requestDomain } from '../site/geo';
import { MEDIA_PREFIX } from '../photos/images';
import { errorResponses } from '../shared/schemas';
import { searchAs } from './search-repo';
import { serializeSearchResponse } from './search-serializer';
import { hashSessionToken, isWellFormedToken, SESSION_COOKIE } from '../accounts/session-token';
import type { App } from '../types';

/** Spec §4: a visitor may search when the site allows it (403 `authentication_required` otherwise). */
async function requireVisitorSearch(app: App, request: FastifyRequest, q: TSearchQuery): Promise<void> {
  const site = await getSettingsForDomain(app.db.db, requestDomain(request));
  const visible =
    site !== null &&
    loggedOutSearchVisible({
      loggedIn: false,
      logged_out_search: site.settings.logged_out_search,
      logged_out_search_trafficsource: site.settings.logged_out_search_trafficsource,
      hasTrafficSource: Boolean(q.network),
    });
  if (!visible) throw new ApiError('authentication_required');
}

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
    // The 200 answer is written by a serializer held to ZSearchResponse by its tests (ADR 0012); errors keep zod.
    serializerCompiler: (route) =>
      route.httpStatus === '200'
        ? serializeSearchResponse
        : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
    handler: async (request, reply) => {
      // The session is resolved inside the search statement (same conditions as resolveSession, one round
      // trip); a cookie whose session is gone searches as a visitor, so the visitor rule applies after.
      const token = request.cookies[SESSION_COOKIE];
      const tokenHash = isWellFormedToken(token) ? hashSessionToken(token) : null;
      if (!tokenHash) await requireVisitorSearch(app, request, request.query);
      const { viewerId, response } = await searchAs(app.db.generic, request.query, {
        viewer: tokenHash ? { tokenHash } : null,
        mediaPrefix: MEDIA_PREFIX,
        now: app.config.now(),
      });
      if (tokenHash && !viewerId) await requireVisitorSearch(app, request, request.query);
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
      return response;
    },
  });
}
