import { describe, expect, it } from 'vitest';
import { createGeocoder, geocoder, SNAP_KM } from './geocoder';

describe('offline geocoder', () => {
  const g = geocoder();

  it('loads the committed data file once: ~1 MB, ~500 regions of the 15 served countries', () => {
    expect(geocoder()).toBe(g);
    expect(g.bytes).toBeLessThan(2_000_000);
    expect(g.regions.length).toBeGreaterThan(450);
    const countries = new Set(g.regions.map((id) => id.slice(0, 2)));
    expect([...countries].sort()).toEqual(
      ['AT', 'AU', 'BE', 'CA', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'NZ', 'PL', 'US'].sort(),
    );
    for (const id of g.regions) expect(id).toMatch(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);
  });

  it('finds the region of a point, with the country taken from the region id', () => {
    expect(g.lookup(48.1372, 11.5756)).toEqual({ country: 'DE', countryregion: 'DE-BY' });
    expect(g.lookup(52.3676, 4.9041)).toEqual({ country: 'NL', countryregion: 'NL-NH' });
  });

  it('tells enclaves from the land around them (holes in polygons)', () => {
    expect(g.lookup(52.52, 13.405)).toEqual({ country: 'DE', countryregion: 'DE-BE' }); // Berlin
    expect(g.lookup(52.39, 13.06)).toEqual({ country: 'DE', countryregion: 'DE-BB' }); // Potsdam
  });

  it(`snaps a point just off the simplified coast (under ${SNAP_KM} km) and not one far out at sea`, () => {
    // Scheveningen beach, on the waterline.
    expect(g.lookup(52.1125, 4.2766)).toEqual({ country: 'NL', countryregion: 'NL-ZH' });
    expect(g.lookup(52.2, 3.9)).toBeNull();
  });

  it('answers null for impossible input instead of throwing', () => {
    expect(g.lookup(Number.NaN, 4)).toBeNull();
    expect(g.lookup(91, 4)).toBeNull();
    expect(g.lookup(45, 181)).toBeNull();
  });

  it('answers a lookup in well under a millisecond', () => {
    const started = performance.now();
    for (let i = 0; i < 2000; i++) g.lookup(40 + (i % 20) * 0.5, -5 + (i % 30) * 0.7);
    expect((performance.now() - started) / 2000).toBeLessThan(1);
  });

  it('rejects a file that is not geocode data', () => {
    expect(() => createGeocoder(new URL(import.meta.url).pathname)).toThrow(/not a geocode data file/);
  });
});
