import { describe, expect, it } from 'vitest';
import { hasTrafficSource } from './has-traffic-source';

describe('hasTrafficSource (spec §4: stored network or network query parameter)', () => {
  it('is true with a stored network', () => {
    expect(hasTrafficSource({ storedNetwork: 'adnet' })).toBe(true);
  });

  it('is true with a network query parameter', () => {
    expect(hasTrafficSource({ search: '?network=adnet&x=1' })).toBe(true);
    expect(hasTrafficSource({ search: new URLSearchParams('network=adnet') })).toBe(true);
  });

  it('is false without either, or with empty values', () => {
    expect(hasTrafficSource({})).toBe(false);
    expect(hasTrafficSource({ storedNetwork: ' ', search: '?network=&ref=1' })).toBe(false);
    expect(hasTrafficSource({ search: '?network={}' })).toBe(false);
  });
});
