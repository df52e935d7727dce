import type { z } from 'zod';
import { ZSettings, type TCompanyDetails } from '@dating/core/contracts';

/**
 * What `sites.settings` holds: the settings of spec §3 without the per-request fields (`domain`,
 * `geoip_country`, `geoip_selected_country`) and without what lives in its own column or table
 * (`name`, `company`, `countries`). Validated on write (seed, admin) and on read.
 */
export const ZSiteSettings = ZSettings.omit({
  domain: true,
  geoip_country: true,
  geoip_selected_country: true,
  name: true,
  company: true,
  countries: true,
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
export type { TCompanyDetails };

/**
 * A site's domain as stored in `sites.domain` and looked up: lower-case, no trailing dot, no port
 * (`Example.COM:3000` → `example.com`, `[::1]:80` → `::1`).
 */
export function normalizeDomain(domain: string): string {
  const d = domain.trim().toLowerCase().replace(/\.$/, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(d);
  if (bracketed) return bracketed[1] ?? d;
  return d.replace(/:\d+$/, '');
}
