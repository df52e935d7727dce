import type { ParseKeys, TFunction } from 'i18next';
import type { SiteData } from './site-data';

/** `t` bound to the `legal` namespace (from `getServerI18n(locale, 'legal')`). */
export type LegalT = TFunction<'legal'>;
export type LegalKey = ParseKeys<'legal'>;

/** Interpolation values every legal text may use. */
export type LegalVars = {
  site: string;
  company: string;
  address: string;
  city: string;
  country: string;
  email: string;
};

export function legalVars({ settings, company }: SiteData): LegalVars {
  return {
    site: settings.name,
    company: company.name,
    address: company.address,
    city: company.city,
    country: company.country,
    email: settings.support_email,
  };
}

/** A date in the page's language, e.g. "1 December 2023" (UTC, so the server's zone never shifts it). */
export function formatLongDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
