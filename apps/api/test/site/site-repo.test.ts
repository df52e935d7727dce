import { ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  INTERESTS,
  ZCompanyInfo,
  ZCountryRegions,
  ZInterest,
  ZSettings,
} from '@dating/core/contracts';
import { schema, type Db } from '@dating/db';
import { listInterests, listRegions } from '../../src/site/reference-repo';
import { getCompanyInfo, getSettingsForDomain } from '../../src/site/settings-repo';
import { pgError, testEngines, useRepoDatabase } from '../repo-database';

describe.each(testEngines())('site repositories on %s', (kind) => {
  const rdb = useRepoDatabase(kind, { seeded: false });
  let db: Db;

  beforeAll(() => {
    db = rdb.db;
  });

  it('has no settings before the seed', async () => {
    expect(await getSettingsForDomain(db, 'localhost')).toBeNull();
    await rdb.seed();
  });

  it('stores the real region names of country-region-data with ISO 3166-2 ids', async () => {
    const list = await listRegions(db);
    for (const c of list) ZCountryRegions.parse(c);
    expect(list.map((c) => c.country)).toEqual([...COUNTRIES]);
    const byCountry = new Map(list.map((c) => [c.country, c]));
    const names = (code: string) => byCountry.get(code)?.regions.map((r) => r.name) ?? [];
    expect(names('NL')).toContain('Noord-Holland');
    expect(byCountry.get('NL')?.regions.find((r) => r.name === 'Noord-Holland')?.id).toBe('NL-NH');
    expect(names('PL')).toContain('Mazowieckie');
    expect(names('DE')).toContain('Bayern');
    expect(names('CH')).toContain('Genève');
    expect(names('US')).not.toContain('Armed Forces Pacific');
    expect(byCountry.get('PL')?.term).toBe('regionTerm.voivodeship');
    expect(byCountry.get('CH')?.term).toBe('regionTerm.canton');
    expect(byCountry.get('US')?.term).toBe('regionTerm.state');
    expect(byCountry.get('GB')?.term).toBe('regionTerm.region');
    for (const c of list) {
      expect(c.regions.length).toBeGreaterThan(0);
      for (const r of c.regions) expect(r.id.startsWith(`${c.country}-`)).toBe(true);
    }
  });

  it('lists the interests with categories', async () => {
    const list = await listInterests(db);
    expect(list.map((i) => i.key)).toEqual([...INTERESTS]);
    for (const i of list) ZInterest.parse(i);
  });

  it('serves the default site for localhost and unknown domains, the exact site otherwise', async () => {
    const local = await getSettingsForDomain(db, 'LocalHost:3000');
    expect(local?.domain).toBe('localhost');
    const parsed = ZSettings.parse({
      ...local?.settings,
      domain: local?.domain,
      geoip_country: 'NL',
      geoip_selected_country: 'NL',
    });
    expect(parsed.countries).toHaveLength(15);
    expect(parsed.countries.find((c) => c.code === 'CH')?.languages).toEqual(['de', 'it', 'fr', 'en']);
    expect(parsed.signups).toBe('all');
    expect(parsed.minimum_message_costs.PL?.currency).toBe('PLN');

    const fallback = await getSettingsForDomain(db, 'unknown.example');
    expect(fallback?.siteId).toBe(local?.siteId);

    const [other] = await db
      .insert(schema.sites)
      .values({
        domain: 'amora.nl',
        name: 'Amora NL',
        settings: { ...parsed, domain_language: 'nl-NL' },
        company: parsed.company,
      })
      .returning({ id: schema.sites.id });
    const exact = await getSettingsForDomain(db, 'Amora.NL');
    expect(exact?.siteId).toBe(other?.id);
    expect(exact?.domain).toBe('amora.nl');
    expect(exact?.settings.name).toBe('Amora NL');
    expect(exact?.settings.domain_language).toBe('nl-NL');
    // Only one default site.
    const dup = await pgError(
      db.insert(schema.sites).values({
        domain: 'second.example',
        isDefault: true,
        name: 'x',
        settings: parsed,
        company: parsed.company,
      }),
    );
    expect(dup.code).toBe('23505');
  });

  it('gives the company info of a site', async () => {
    const s = await getSettingsForDomain(db, 'localhost');
    const info = await getCompanyInfo(db, s?.siteId ?? '');
    expect(ZCompanyInfo.parse(info).name).toBe('Amora Online B.V.');
    expect(await getCompanyInfo(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('returns null settings when no site exists', async () => {
    // Inside a transaction that is rolled back, so the shared database keeps its sites.
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(schema.sites).where(ne(schema.sites.domain, ''));
        expect(await getSettingsForDomain(tx, 'localhost')).toBeNull();
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await getSettingsForDomain(db, 'localhost')).not.toBeNull();
  });
});
