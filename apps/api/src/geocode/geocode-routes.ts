import { getSettingsForDomain } from '../site/settings-repo';
import { ZGeocodeQuery, ZGeocodeResponse, type TGeocodeResponse } from '@dating/core/contracts';
import { geocoder } from './geocoder';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { requestDomain } from '../site/geo';

/** Per client IP: the browser asks again at most once an hour (GEOLOCATION_MAX_AGE_MS); room for shared NATs. */
export const GEOCODE_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/**
 * GET /api/geocode.php (spec §7, ADR 0011): a position → the served country and region, from the offline
 * data file; `false` in the sea or outside the site's countries. The coordinates are neither stored nor
 * echoed nor logged (the request serialiser drops this path's query string, see shared/log-privacy.ts).
 */
export async function geocodeRoutes(app: App): Promise<void> {
  app.get('/geocode.php', {
    config: { rateLimit: GEOCODE_RATE_LIMIT },
    schema: {
      tags: ['site'],
      summary: 'Reverse geocode a position to a served country and region (offline)',
      description:
        'Answers `{ country, countryregion }` with the ids of GET /api/regions.php, or `false` when the point is in ' +
        'the sea or in a country this site does not serve. Offline data (Natural Earth admin-1, ~500 m); the ' +
        `coordinates are never stored, returned or logged. ${GEOCODE_RATE_LIMIT.max} calls per IP in ` +
        `${GEOCODE_RATE_LIMIT.timeWindow}. Not cached.`,
      querystring: ZGeocodeQuery,
      response: { 200: ZGeocodeResponse, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = geocoder().lookup(request.query.lat, request.query.lon);
      let body: TGeocodeResponse = false;
      if (found) {
        const site = await getSettingsForDomain(app.db.db, requestDomain(request));
        const served = site?.settings.countries.some((c) => c.code === found.country) ?? false;
        if (served) body = { country: found.country, countryregion: found.countryregion };
      }
      return reply.send(body);
    },
  });
}
