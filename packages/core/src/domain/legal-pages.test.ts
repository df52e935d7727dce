import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES, legalPagePath } from './legal-pages';

describe('LEGAL_PAGES (spec §2)', () => {
  it('lists the seven legal pages in footer order', () => {
    expect(LEGAL_PAGES.map((page) => page.slug)).toEqual([
      'terms',
      'privacy',
      'cookies',
      'ban',
      'return-policy',
      'service',
      'faq',
    ]);
  });

  it('puts a page below /pages by its slug', () => {
    expect(legalPagePath('terms')).toBe('/pages/terms');
    expect(legalPagePath('returnPolicy')).toBe('/pages/return-policy');
  });
});
