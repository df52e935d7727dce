import { describe, expect, it } from 'vitest';
import { createSettings } from '@/test/fixtures';
import { countryCodes, regionChoice, sortedOptions } from './location-options';

const regions = {
  countries: [
    { country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] },
    { country: 'PL', term: 'regionTerm.voivodeship', regions: [{ id: 'PL-14', name: 'Mazowieckie' }] },
  ],
};

describe('regionChoice', () => {
  it('follows the country: its regions and its term', () => {
    expect(regionChoice(regions, 'NL')).toEqual({
      term: 'regionTerm.province',
      regions: [{ id: 'NL-UT', name: 'Utrecht' }],
    });
    expect(regionChoice(regions, 'PL')).toEqual({
      term: 'regionTerm.voivodeship',
      regions: [{ id: 'PL-14', name: 'Mazowieckie' }],
    });
  });

  it('names the term before the regions have loaded, and has no list for an unknown country', () => {
    expect(regionChoice(undefined, 'CH')).toEqual({ term: 'regionTerm.canton', regions: [] });
    expect(regionChoice(regions, 'US').term).toBe('regionTerm.state');
  });
});

describe('countryCodes', () => {
  it("uses the site's served countries, else the 15 of spec §9", () => {
    expect(countryCodes(createSettings({ countries: [] }))).toHaveLength(15);
    const served = createSettings({
      countries: [
        {
          code: 'PL',
          name: 'Poland',
          languages: ['pl'],
          region_term: 'regionTerm.voivodeship',
          currency: 'PLN',
        },
      ],
    });
    expect(countryCodes(served)).toEqual(['PL']);
  });
});

describe('sortedOptions', () => {
  it("sorts by the translated name in the member's language", () => {
    const names: Record<string, string> = { DE: 'Duitsland', BE: 'België', AT: 'Oostenrijk' };
    expect(sortedOptions(['DE', 'BE', 'AT'], (c) => names[c] ?? c, 'nl').map((o) => o.value)).toEqual([
      'BE',
      'DE',
      'AT',
    ]);
  });
});
