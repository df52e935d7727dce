import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { SEPA_IBAN_LENGTHS } from './constants-money';

describe('SEPA_IBAN_LENGTHS', () => {
  it('lists every SEPA country of ibantools (the API’s check) with its IBAN length', () => {
    const registry = Object.fromEntries(
      Object.entries(getCountrySpecifications())
        .filter(([, spec]) => spec.SEPA && spec.chars)
        .map(([country, spec]) => [country, spec.chars]),
    );
    expect(SEPA_IBAN_LENGTHS).toEqual(registry);
  });
});
