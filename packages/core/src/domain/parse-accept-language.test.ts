import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './parse-accept-language';

describe('parseAcceptLanguage', () => {
  it('orders by q, keeping the written order on ties', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      { tag: 'fr-CH', q: 1 },
      { tag: 'fr', q: 0.9 },
      { tag: 'en', q: 0.8 },
      { tag: 'de', q: 0.7 },
    ]);
    expect(parseAcceptLanguage('de;q=0.5,pl;q=0.9,it')).toEqual([
      { tag: 'it', q: 1 },
      { tag: 'pl', q: 0.9 },
      { tag: 'de', q: 0.5 },
    ]);
  });

  it('reads navigator.languages joined with commas', () => {
    expect(parseAcceptLanguage(['nl-BE', 'nl', 'en'].join(',')).map((r) => r.tag)).toEqual([
      'nl-BE',
      'nl',
      'en',
    ]);
  });

  it('drops q=0, malformed q and junk', () => {
    expect(parseAcceptLanguage('en;q=0, de;q=abc, ;q=1, es')).toEqual([{ tag: 'es', q: 1 }]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
