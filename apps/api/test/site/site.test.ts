import { describe, expect, it } from 'vitest';
import { ZCompanyInfo, ZInterestsResponse, ZRegionsResponse, ZSettings } from '@dating/core/contracts';
import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { siteSettingsChanged } from '../../src/site/settings-changed';
import { expectEnvelope, useTestApp } from '../helper';

const ctx = useTestApp();

describe('GET /api/settings.php', () => {
  it('answers the full settings contract for localhost, with short public caching', async () => {
    const res = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const settings = ZSettings.parse(res.json());
    expect(settings.domain).toBe('localhost');
    for (const key of Object.keys(ZSettings.shape)) expect(res.json()).toHaveProperty(key);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const served = settings.countries.map((c) => c.code);
    expect(served.length).toBeGreaterThan(0);
    expect(settings.geoip_country).toBe(served[0]);
    expect(settings.geoip_selected_country).toBe(settings.geoip_country);
  });

  it('falls back to the default site for an unknown host and reports the forced domain', async () => {
    const local = ZSettings.parse(
      (await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } })).json(),
    );
    const res = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { host: 'Unknown-Site.EXAMPLE:8080' },
    });
    expect(res.statusCode).toBe(200);
    const other = ZSettings.parse(res.json());
    expect(other.domain).toBe('unknown-site.example');
    expect(other.name).toBe(local.name);
  });

  it('forces the domain from ?domain= over the Host header', async () => {
    const res = await ctx.app.inject({
      url: '/api/settings.php?domain=Forced.Example',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(ZSettings.parse(res.json()).domain).toBe('forced.example');
  });

  it('selects ?country= when served, and ignores one that is not', async () => {
    const base = ZSettings.parse((await ctx.app.inject({ url: '/api/settings.php' })).json());
    const served = base.countries.map((c) => c.code);
    const pick = served[served.length - 1]!;
    const res = await ctx.app.inject({ url: `/api/settings.php?country=${pick}` });
    expect(ZSettings.parse(res.json()).geoip_selected_country).toBe(pick);
    const notServed = ['JP', 'BR', 'ZA', 'KR'].find((c) => !served.includes(c))!;
    const res2 = await ctx.app.inject({ url: `/api/settings.php?country=${notServed}` });
    expect(ZSettings.parse(res2.json()).geoip_selected_country).toBe(base.geoip_country);
  });

  it('detects the country from a trusted proxy header, then from Accept-Language', async () => {
    const proxied = await ctx.app.inject({ url: '/api/settings.php', headers: { 'cf-ipcountry': 'de' } });
    expect(ZSettings.parse(proxied.json()).geoip_country).toBe('DE');
    const base = ZSettings.parse((await ctx.app.inject({ url: '/api/settings.php' })).json());
    const served = base.countries.map((c) => c.code);
    const second = served[1] ?? served[0]!;
    const lang = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { 'accept-language': `xx-JP, en-${second};q=0.8` },
    });
    expect(ZSettings.parse(lang.json()).geoip_country).toBe(second);
  });

  it('answers a change of the site at once after siteSettingsChanged, though answers are kept serialised', async () => {
    const url = '/api/settings.php?domain=localhost';
    const before = ZSettings.parse((await ctx.app.inject({ url })).json());
    // The same question twice, and another geoip, answer the same site with their own per-request fields.
    expect(ZSettings.parse((await ctx.app.inject({ url })).json())).toEqual(before);
    const served = before.countries.map((c) => c.code);
    const other = served[served.length - 1]!;
    const proxied = await ctx.app.inject({ url, headers: { 'cf-ipcountry': other } });
    expect(ZSettings.parse(proxied.json()).geoip_country).toBe(other);
    const [site] = await ctx.db.db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(eq(sites.domain, 'localhost'));
    try {
      await ctx.db.db.update(sites).set({ name: 'Renamed Site' }).where(eq(sites.id, site!.id));
      siteSettingsChanged(ctx.app);
      expect(ZSettings.parse((await ctx.app.inject({ url })).json()).name).toBe('Renamed Site');
      const again = await ctx.app.inject({ url, headers: { 'cf-ipcountry': other } });
      expect(ZSettings.parse(again.json()).name).toBe('Renamed Site');
    } finally {
      await ctx.db.db.update(sites).set({ name: site!.name }).where(eq(sites.id, site!.id));
      siteSettingsChanged(ctx.app);
    }
    expect(ZSettings.parse((await ctx.app.inject({ url })).json()).name).toBe(before.name);
  });

  it('rejects unknown and malformed query parameters with the 400 envelope', async () => {
    const res = await ctx.app.inject({ url: '/api/settings.php?foo=bar' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.code).toBe('validation_failed');
    const bad = await ctx.app.inject({ url: '/api/settings.php?country=nl1' });
    const env = expectEnvelope(bad);
    expect(env.error.fields?.[0]?.path).toBe('querystring.country');
  });
});

describe('reference data', () => {
  it('GET /api/companyinfo.php answers the company contract', async () => {
    const res = await ctx.app.inject({ url: '/api/companyinfo.php' });
    expect(res.statusCode).toBe(200);
    const info = ZCompanyInfo.parse(res.json());
    expect(info.name.length).toBeGreaterThan(0);
  });

  it('GET /api/interests.php lists about 50 interests, cacheable with an ETag', async () => {
    const res = await ctx.app.inject({ url: '/api/interests.php' });
    expect(res.statusCode).toBe(200);
    const { interests } = ZInterestsResponse.parse(res.json());
    expect(interests.length).toBeGreaterThanOrEqual(50);
    expect(interests.map((i) => i.key)).toContain('hiking');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{4,}/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ url: '/api/interests.php', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('GET /api/regions.php has regions for every served country (NL includes Noord-Holland)', async () => {
    const res = await ctx.app.inject({ url: '/api/regions.php' });
    expect(res.statusCode).toBe(200);
    const { countries } = ZRegionsResponse.parse(res.json());
    const nl = countries.find((c) => c.country === 'NL');
    expect(nl?.regions.map((r) => r.name)).toContain('Noord-Holland');
    const settings = ZSettings.parse((await ctx.app.inject({ url: '/api/settings.php' })).json());
    for (const c of settings.countries) {
      const entry = countries.find((x) => x.country === c.code);
      expect(entry?.regions.length, c.code).toBeGreaterThan(0);
    }
  });
});

describe('health', () => {
  it.each(['/health', '/api/health'])('%s reports the database kind', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
