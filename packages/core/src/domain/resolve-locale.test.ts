import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from './constants';
import { resolveLocale, toSupportedLocale } from './resolve-locale';

describe('resolveLocale (spec §4)', () => {
  it('uses the cookie first when it is a supported locale', () => {
    expect(resolveLocale({ cookie: 'pl', acceptLanguage: 'de', domainLanguage: 'nl-NL' })).toEqual({
      locale: 'pl',
      source: 'cookie',
      setCookie: false,
    });
  });

  it('without a cookie, uses the first two letters of domain_language and sets the cookie', () => {
    expect(resolveLocale({ cookie: null, acceptLanguage: 'de', domainLanguage: 'nl-NL' })).toEqual({
      locale: 'nl',
      source: 'domain',
      setCookie: true,
    });
    expect(resolveLocale({ domainLanguage: 'it' })).toMatchObject({ locale: 'it', source: 'domain' });
  });

  it('treats an unsupported cookie as no cookie', () => {
    expect(resolveLocale({ cookie: 'sv', domainLanguage: 'fr-BE' })).toMatchObject({
      locale: 'fr',
      source: 'domain',
    });
  });

  it('then the first supported browser language, q-values respected', () => {
    expect(
      resolveLocale({ acceptLanguage: 'sv-SE, da;q=0.9, es;q=0.5, de;q=0.8', domainLanguage: 'sv-SE' }),
    ).toEqual({
      locale: 'de',
      source: 'browser',
      setCookie: false,
    });
    expect(resolveLocale({ acceptLanguage: 'en-US,en;q=0.9' })).toMatchObject({
      locale: 'en',
      source: 'browser',
    });
  });

  it('falls back to en', () => {
    expect(resolveLocale({})).toEqual({ locale: 'en', source: 'default', setCookie: false });
    expect(resolveLocale({ acceptLanguage: 'ja, zh;q=0.8', domainLanguage: 'ja-JP' })).toMatchObject({
      locale: 'en',
      source: 'default',
    });
  });

  it('names the cookie i18n_redirected for 365 days (spec §7)', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600);
  });

  it('toSupportedLocale reads the first two letters', () => {
    expect(toSupportedLocale('de-AT')).toBe('de');
    expect(toSupportedLocale('EN')).toBe('en');
    expect(toSupportedLocale('pt-BR')).toBeNull();
  });
});
