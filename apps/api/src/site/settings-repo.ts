import { desc, eq, or, sql } from 'drizzle-orm';
import type { TCompanyInfo, TSettings } from '@dating/core/contracts';
import { normalizeDomain, ZSiteSettings, type Db } from '@dating/db';
import { sites } from '@dating/db/schema';
import { listCountries } from './reference-repo';

export type TDomainSettings = Omit<TSettings, 'geoip_country' | 'geoip_selected_country' | 'domain'>;

export type TSiteForDomain = { settings: TDomainSettings; domain: string; siteId: string };

/**
 * How long a site's settings are answered from memory (ADR 0032). Sites and countries change only through
 * the seed, migrations and operators, who call `invalidateSiteSettings` (every process hears it through the
 * session cache's Redis channel); the TTL bounds what a process that missed it may still answer.
 */
export const SITE_SETTINGS_TTL_MS = 30_000;
const MAX_DOMAINS = 1_000;

/** Per database handle (tests run several databases in one process): domain → settings, and when loaded. */
const settingsCache = new WeakMap<Db, Map<string, { at: number; value: Promise<TSiteForDomain | null> }>>();

/** Forgets the cached settings of every site (after a change of `sites` or `countries`). */
export function invalidateSiteSettings(db: Db): void {
  settingsCache.delete(db);
}

/**
 * The settings of the site for a domain: the exact domain (normalised), else the default site, else null.
 * The per-request fields (`domain`, `geoip_country`, `geoip_selected_country`) are the caller's to add;
 * `domain` in the answer is the matched site's domain. Answered from memory for `SITE_SETTINGS_TTL_MS`
 * (concurrent misses share one load). The answer is shared: read it, never change it.
 */
export function getSettingsForDomain(db: Db, domain: string): Promise<TSiteForDomain | null> {
  const wanted = normalizeDomain(domain);
  let byDomain = settingsCache.get(db);
  if (!byDomain) settingsCache.set(db, (byDomain = new Map()));
  const now = Date.now();
  const hit = byDomain.get(wanted);
  if (hit && now - hit.at < SITE_SETTINGS_TTL_MS) return hit.value;
  if (byDomain.size >= MAX_DOMAINS) byDomain.clear();
  const value = loadSettingsForDomain(db, wanted);
  const entry = { at: now, value };
  byDomain.set(wanted, entry);
  // Neither a failure nor "no site" (a database not seeded yet) is kept.
  value.then(
    (site) => {
      if (!site && byDomain.get(wanted) === entry) byDomain.delete(wanted);
    },
    () => {
      if (byDomain.get(wanted) === entry) byDomain.delete(wanted);
    },
  );
  return value;
}

async function loadSettingsForDomain(db: Db, wanted: string): Promise<TSiteForDomain | null> {
  const [site] = await db
    .select()
    .from(sites)
    .where(or(eq(sites.domain, wanted), eq(sites.isDefault, true)))
    .orderBy(desc(sql`${sites.domain} = ${wanted}`))
    .limit(1);
  if (!site) return null;
  const stored = ZSiteSettings.parse(site.settings);
  const countryList = await listCountries(db);
  return {
    settings: { ...stored, name: site.name, company: site.company, countries: countryList },
    domain: site.domain,
    siteId: site.id,
  };
}

/** GET /api/companyinfo.php: the operator's details plus support phone and deletion discount. */
export async function getCompanyInfo(db: Db, siteId: string): Promise<TCompanyInfo | null> {
  const [site] = await db
    .select({ company: sites.company, settings: sites.settings })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site) return null;
  return {
    ...site.company,
    support_phone: site.settings.support_phone,
    delete_discount: site.settings.delete_discount,
  };
}
