import { LOCALES, type TLocaleCode as TLocale } from '../contracts/constants';
import { DEFAULT_LOCALE } from './constants';
import { parseAcceptLanguage } from './parse-accept-language';

export type LocaleSource = 'cookie' | 'domain' | 'browser' | 'default';

export interface ResolvedLocale {
  locale: TLocale;
  source: LocaleSource;
  /** True when the caller must write the language cookie (spec §4: the domain language "is set"). */
  setCookie: boolean;
}

export const isLocale = (value: string): value is TLocale => (LOCALES as readonly string[]).includes(value);

/** The supported locale named by the first two letters of `tag` ("nl-NL" → "nl"), or null. */
export function toSupportedLocale(tag: string | null | undefined): TLocale | null {
  const firstTwo = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return isLocale(firstTwo) ? firstTwo : null;
}

/**
 * Picks the member's language (spec §4, architecture "Front end"):
 * 1. the `i18n_redirected` cookie when it holds a supported locale;
 * 2. else the first two letters of the site's domain_language when supported (and the cookie is to be set);
 * 3. else the first supported browser language, q-values respected;
 * 4. else `en`.
 * A cookie holding an unsupported value counts as no cookie.
 */
export function resolveLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  domainLanguage?: string | null;
}): ResolvedLocale {
  const cookie = (input.cookie ?? '').trim().toLowerCase();
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie', setCookie: false };
  const domain = toSupportedLocale(input.domainLanguage);
  if (domain) return { locale: domain, source: 'domain', setCookie: true };
  for (const { tag } of parseAcceptLanguage(input.acceptLanguage)) {
    const primary = (tag.split('-')[0] ?? '').toLowerCase();
    if (isLocale(primary)) return { locale: primary, source: 'browser', setCookie: false };
  }
  return { locale: DEFAULT_LOCALE, source: 'default', setCookie: false };
}
