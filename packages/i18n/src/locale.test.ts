import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  NAMESPACES,
  isLocale,
  isNamespace,
  localeCookieString,
} from './locale';

describe('locale constants', () => {
  it('lists the seven languages with English as the default', () => {
    expect(LOCALES).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(NAMESPACES.join(' ')).toBe(
      'common legal landers ui errors profile account signup email editor member search likes swipe payments chat directdebit data-export complaints report',
    );
  });

  it('recognises supported locales and namespaces only', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('NL')).toBe(false);
    expect(isLocale('en-GB')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isNamespace('errors')).toBe(true);
    expect(isNamespace('chats')).toBe(false);
  });
});

describe('localeCookieString', () => {
  it('builds the i18n_redirected cookie for 365 days, lax', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(localeCookieString('nl')).toBe('i18n_redirected=nl; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('adds Secure when asked', () => {
    expect(localeCookieString('pl', { secure: true })).toBe(
      'i18n_redirected=pl; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('refuses a value that is not a supported locale (no header injection)', () => {
    expect(() => localeCookieString('nl; Domain=evil.example' as never)).toThrow(RangeError);
  });
});
