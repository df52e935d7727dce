import { describe, expect, it } from 'vitest';
import { languageChoices } from './language-choices';

const ALL = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'];

describe('languageChoices (spec §9)', () => {
  it.each([
    ['US', ['en', 'es']],
    ['NL', ['nl']],
    ['BE', ['nl', 'fr', 'de']],
    ['FR', ['fr']],
    ['IT', ['it']],
    ['ES', ['es']],
    ['DE', ['de']],
    ['AT', ['de']],
    ['IE', ['en']],
    ['GB', ['en']],
    ['CA', ['en', 'fr']],
    ['PL', ['pl']],
    ['AU', ['en']],
    ['NZ', ['en']],
    ['CH', ['de', 'it', 'fr', 'en']],
  ])('%s offers %j', (country, locales) => {
    expect(languageChoices({ selectedCountry: country, detectedCountry: country, loggedIn: false })).toEqual(
      locales,
    );
  });

  it('offers all seven when logged out and the selected country differs from the detected one', () => {
    expect(languageChoices({ selectedCountry: 'NL', detectedCountry: 'DE', loggedIn: false })).toEqual(ALL);
  });

  it('keeps the country list when logged in, even if the countries differ', () => {
    expect(languageChoices({ selectedCountry: 'NL', detectedCountry: 'DE', loggedIn: true })).toEqual(['nl']);
  });

  it('offers all for an unknown country', () => {
    expect(languageChoices({ selectedCountry: 'SE', detectedCountry: 'SE', loggedIn: true })).toEqual(ALL);
    expect(languageChoices({ selectedCountry: null, detectedCountry: null, loggedIn: false })).toEqual(ALL);
  });
});
