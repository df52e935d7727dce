import { describe, expect, it } from 'vitest';
import { landingSlugLanguage } from './landing-slug-language';

describe('landingSlugLanguage (spec §9)', () => {
  it('maps en to eng and keeps every other locale', () => {
    expect(landingSlugLanguage('en')).toBe('eng');
    for (const locale of ['de', 'es', 'fr', 'it', 'nl', 'pl'])
      expect(landingSlugLanguage(locale)).toBe(locale);
  });
});
