import { describe, expect, it } from 'vitest';
import { pickLocale, readCookie } from './lander-locale';

describe('pickLocale', () => {
  const base = { slug: null, cookie: null, languages: [] as string[], fallback: null };
  it('prefers the slug over cookie and browser', () => {
    expect(pickLocale({ ...base, slug: 'eng', cookie: 'de', languages: ['fr'] })).toEqual({
      locale: 'en',
      fromSlug: true,
    });
  });
  it('then the cookie, then the browser language', () => {
    expect(pickLocale({ ...base, cookie: 'it', languages: ['fr'] }).locale).toBe('it');
    expect(pickLocale({ ...base, languages: ['pt-BR', 'pl-PL'] }).locale).toBe('pl');
  });
  it("then the campaign's default language, then English", () => {
    expect(pickLocale({ ...base, languages: ['pt'], fallback: 'nl' })).toEqual({
      locale: 'nl',
      fromSlug: false,
    });
    expect(pickLocale({ ...base, languages: ['pt'] }).locale).toBe('en');
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('a=1; i18n_redirected=nl; b=2', 'i18n_redirected')).toBe('nl');
    expect(readCookie('a=1', 'i18n_redirected')).toBeNull();
  });
});
