import { describe, expect, it } from 'vitest';
import { regionTermKey } from './region-term-key';

describe('regionTermKey (spec §3)', () => {
  it.each([
    ['NL', 'regionTerm.province'],
    ['BE', 'regionTerm.province'],
    ['GB', 'regionTerm.region'],
    ['IE', 'regionTerm.province'],
    ['DE', 'regionTerm.state'],
    ['AT', 'regionTerm.state'],
    ['IT', 'regionTerm.province'],
    ['FR', 'regionTerm.region'],
    ['CH', 'regionTerm.canton'],
    ['ES', 'regionTerm.province'],
    ['US', 'regionTerm.state'],
    ['CA', 'regionTerm.province'],
    ['AU', 'regionTerm.state'],
    ['NZ', 'regionTerm.province'],
    ['PL', 'regionTerm.voivodeship'],
  ])('%s → %s', (country, key) => {
    expect(regionTermKey(country)).toBe(key);
  });

  it('accepts lower case and falls back to regionTerm.region', () => {
    expect(regionTermKey('pl')).toBe('regionTerm.voivodeship');
    expect(regionTermKey('SE')).toBe('regionTerm.region');
    expect(regionTermKey('')).toBe('regionTerm.region');
    expect(regionTermKey(null)).toBe('regionTerm.region');
  });
});
