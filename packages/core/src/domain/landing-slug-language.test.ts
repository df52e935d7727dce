import { describe, expect, it } from 'vitest';
import { landingSlugLanguage, slugLocale } from './landing-slug-language';

describe('landingSlugLanguage (spec §9)', () => {
  it('maps en to eng and keeps every other locale', () => {
    expect(landingSlugLanguage('en')).toBe('eng');
    for (const locale of ['de', 'es', 'fr', 'it', 'nl', 'pl'])
      expect(landingSlugLanguage(locale)).toBe(locale);
  });
});

describe('slugLocale (the landers and the member landing pages)', () => {
  it('maps eng to en (spec §9) and the other locales to themselves', () => {
    expect(slugLocale('eng')).toBe('en');
    for (const l of ['nl', 'de', 'es', 'fr', 'it', 'pl'] as const) expect(slugLocale(l)).toBe(l);
  });

  it('reads a language prefix and ignores case', () => {
    expect(slugLocale('NL-summer')).toBe('nl');
    expect(slugLocale('de-summer')).toBe('de');
    expect(slugLocale('eng_2025')).toBe('en');
  });

  it('is null for en itself, other words and no slug', () => {
    expect(slugLocale('en')).toBeNull();
    expect(slugLocale('summer')).toBeNull();
    expect(slugLocale(null)).toBeNull();
  });
});
