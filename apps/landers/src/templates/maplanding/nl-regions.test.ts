import { describe, expect, it } from 'vitest';
import * as nl from './nl-regions';

describe('the map of the Netherlands', () => {
  it('counts profiles in the province of their city and skips cities off the map', () => {
    const counts = nl.countByRegion(['Amsterdam', 'Haarlem', 'Rotterdam', 'Berlin']);
    expect(counts.get('NL-NH')).toBe(2);
    expect(counts.get('NL-ZH')).toBe(1);
    expect(counts.get('NL-LI')).toBe(0);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(3);
    expect(counts.size).toBe(12);
  });

  it('draws bigger dots for more profiles', () => {
    expect(nl.dotRadius(0)).toBeLessThan(nl.dotRadius(1));
    expect(nl.dotRadius(1)).toBeLessThan(nl.dotRadius(4));
  });

  it('projects the provinces and the outline inside the drawing', () => {
    for (const [lon, lat] of [...nl.NL_OUTLINE, ...nl.NL_REGIONS.map((r) => [r.lon, r.lat] as const)]) {
      const { x, y } = nl.project(lon, lat);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(nl.MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(nl.MAP_HEIGHT);
    }
    // North is up, east is right.
    expect(nl.project(6.75, 53.25).y).toBeLessThan(nl.project(5.92, 51.2).y);
    expect(nl.project(3.85, 51.5).x).toBeLessThan(nl.project(6.75, 53.25).x);
  });
});
