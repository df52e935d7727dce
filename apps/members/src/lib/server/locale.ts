import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { resolveLocale, type ResolvedLocale } from '@dating/core/domain';
import { LOCALE_COOKIE } from '@dating/i18n';
import { getServerI18n } from '@dating/i18n/server';
import { getSettings } from './settings';

/** The locale of this request (cookie, domain language, browser language, en: spec §4). */
export const getRequestLocale = cache(async (): Promise<ResolvedLocale> => {
  const [cookieStore, h, settings] = await Promise.all([cookies(), headers(), getSettings()]);
  return resolveLocale({
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: h.get('accept-language'),
    domainLanguage: settings.domain_language,
  });
});

/** The `common` namespace translator of this request. */
export const getT = cache(async () => {
  const { locale } = await getRequestLocale();
  const { t } = await getServerI18n(locale, 'common');
  return t;
});
