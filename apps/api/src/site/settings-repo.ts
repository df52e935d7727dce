import { desc, eq, or, sql } from 'drizzle-orm';
import type { TCompanyInfo, TSettings } from '@dating/core/contracts';
import { normalizeDomain, ZSiteSettings, type Db } from '@dating/db';
import { sites } from '@dating/db/schema';
import { listCountries } from './reference-repo';

export type TDomainSettings = Omit<TSettings, 'geoip_country' | 'geoip_selected_country' | 'domain'>;

/**
 * The settings of the site for a domain: the exact domain (normalised), else the default site, else null.
 * The per-request fields (`domain`, `geoip_country`, `geoip_selected_country`) are the caller's to add;
 * `domain` in the answer is the matched site's domain.
 */
export async function getSettingsForDomain(
  db: Db,
  domain: string,
): Promise<{ settings: TDomainSettings; domain: string; siteId: string } | null> {
  const wanted = normalizeDomain(domain);
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
