import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { createApiClient } from '@dating/core/client';
import { type TCompanyInfo, type TSettings } from '@dating/core/contracts';
import * as contracts from '@dating/core/contracts';
import { resolveLocale } from '@dating/core/domain';
import { LOCALE_COOKIE, type Locale } from '@dating/i18n';
import { env } from '../env';
import { requestHost } from './request-host';

export interface SiteData {
  settings: TSettings;
  company: TCompanyInfo;
}

/** The visitor's language: cookie `i18n_redirected`, else Accept-Language, else English. Once per request. */
export const loadLocale = cache(async (): Promise<Locale> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveLocale({
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
  }).locale;
});

/**
 * Settings of the requesting domain and the company details, from the API. Deduplicated per request
 * (layout, metadata and page share one fetch). Rejects when the API is unreachable; the route's error
 * boundary then shows a translated error.
 */
export const loadSite = cache(async (): Promise<SiteData> => {
  const headerList = await headers();
  const host = requestHost(headerList);
  const client = createApiClient({
    baseUrl: env.API_URL,
    retries: 1,
    contracts,
    headers: host ? { 'x-forwarded-host': host } : {},
  });
  const signal = AbortSignal.timeout(env.LEGAL_API_TIMEOUT_MS);
  const [settings, company] = await Promise.all([
    client.settings.get(host ? { domain: host } : undefined, { signal }),
    client.companyInfo.get({ signal }),
  ]);
  return { settings, company };
});

/** Like `loadSite`, but null instead of a rejection: for the chrome (header, footer) around an error. */
export const loadSiteOrNull = cache(async (): Promise<SiteData | null> => {
  try {
    return await loadSite();
  } catch {
    return null;
  }
});
