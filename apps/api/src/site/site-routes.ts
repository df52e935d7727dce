import { getCompanyInfo, getSettingsForDomain, type TSiteForDomain } from './settings-repo';
import { listInterests, listRegions } from './reference-repo';
import {
  ZCompanyInfo,
  ZInterestsResponse,
  ZRegionsResponse,
  ZSettings,
  ZSettingsQuery,
  type TSettings,
} from '@dating/core/contracts';
import { ApiError } from '../shared/api-error';
import { detectCountry, normaliseDomain, requestDomain } from './geo';
import { LONG_CACHE, SHORT_CACHE, errorResponses } from '../shared/schemas';
import type { z } from 'zod';
import type { App } from '../types';

async function siteFor(app: App, domain: string) {
  const site = await getSettingsForDomain(app.db.db, domain);
  if (!site) throw new ApiError('service_unavailable'); // no site at all: the database is not seeded
  return site;
}

/**
 * Serialised answers of settings.php per cached site settings object (`getSettingsForDomain` answers the same
 * object until the settings change or expire, and a new object then): the memo goes with the object, so it
 * can never outlive the settings it was made from.
 */
const answers = new WeakMap<TSiteForDomain, Map<string, string>>();
const codes = new WeakMap<TSiteForDomain, string[]>();
const MAX_ANSWERS = 1_000;

function answersOf(site: TSiteForDomain): Map<string, string> {
  let memo = answers.get(site);
  if (!memo) answers.set(site, (memo = new Map()));
  return memo;
}

function servedCodes(site: TSiteForDomain): string[] {
  let list = codes.get(site);
  if (!list) codes.set(site, (list = site.settings.countries.map((c) => c.code)));
  return list;
}

/** Site settings and the reference data loaded once by the front end (spec §7). */
export async function siteRoutes(app: App): Promise<void> {
  app.get('/settings.php', {
    schema: {
      tags: ['site'],
      summary: 'Settings of the site for the forced domain',
      description:
        'The forced domain is `domain` or the request host (lower-cased, port stripped); unknown domains get the default site. ' +
        '`geoip_country` comes from a trusted proxy header, else the Accept-Language region when served, else the first country.',
      querystring: ZSettingsQuery,
      response: { 200: ZSettings, ...errorResponses(400, 503) },
    },
    handler: async (request, reply) => {
      const domain = normaliseDomain(request.query.domain ?? requestDomain(request));
      const site = await siteFor(app, domain);
      const served = servedCodes(site);
      const geoip = detectCountry({ headers: request.headers, trustProxy: app.config.trustProxy, served });
      const selected =
        request.query.country && served.includes(request.query.country) ? request.query.country : geoip;
      // Only the key whose private half this API holds (ADR 0010); never the private key.
      const pushKey = app.push?.publicKey ?? '';
      reply
        .header('cache-control', SHORT_CACHE)
        .header('vary', 'Host, Accept-Language, CF-IPCountry, X-Country-Code')
        .type('application/json; charset=utf-8');
      // The answer depends on the cached settings and these four values only: serialised (through the
      // contract) once per combination while the settings stay cached (ADR 0039).
      const key = `${domain}\n${geoip}\n${selected}\n${pushKey}`;
      const memo = answersOf(site);
      let json = memo.get(key);
      if (json === undefined) {
        const body: TSettings = {
          ...site.settings,
          domain,
          geoip_country: geoip,
          geoip_selected_country: selected,
          push_public_key: pushKey,
        };
        json = reply.serialize(body) as string;
        if (memo.size >= MAX_ANSWERS) memo.clear();
        memo.set(key, json);
      }
      // A string with a JSON content type is sent as it is (the contract already checked it above).
      return reply.send(json as unknown as TSettings);
    },
  });

  app.get('/companyinfo.php', {
    config: { etag: true },
    schema: {
      tags: ['site'],
      summary: 'Company details of the operator of this domain',
      response: { 200: ZCompanyInfo, ...errorResponses(404, 503) },
    },
    handler: async (request, reply) => {
      const site = await siteFor(app, requestDomain(request));
      const info = await getCompanyInfo(app.db.db, site.siteId);
      if (!info) throw new ApiError('not_found');
      reply.header('cache-control', LONG_CACHE).header('vary', 'Host');
      return info;
    },
  });

  /** Reference data the front end loads once: the same for every domain, long cached with a weak ETag. */
  function referenceRoute<S extends z.ZodTypeAny>(
    url: string,
    summary: string,
    response: S,
    load: () => Promise<z.input<S>>,
  ) {
    app.get(url, {
      config: { etag: true },
      // The caller's `load` is checked against `S`; the route itself only needs a zod schema.
      schema: { tags: ['site'], summary, response: { 200: response as z.ZodTypeAny } },
      handler: async (_request, reply) => {
        reply.header('cache-control', LONG_CACHE);
        return load();
      },
    });
  }
  referenceRoute('/interests.php', 'All interests with their category', ZInterestsResponse, async () => ({
    interests: await listInterests(app.db.db),
  }));
  referenceRoute(
    '/regions.php',
    'Regions of every served country with the region term',
    ZRegionsResponse,
    async () => ({
      countries: await listRegions(app.db.db),
    }),
  );
}
