import { describe, expect, it } from 'vitest';
import {
  countByRegion,
  dotRadius,
  MAP_HEIGHT,
  MAP_WIDTH,
  NL_OUTLINE,
  NL_REGIONS,
  project,
} from './nl-regions';

describe('the map of the Netherlands', () => {
  it('counts profiles in the province of their city and skips cities off the map', () => {
    const counts = countByRegion(['Amsterdam', 'Haarlem', 'Rotterdam', 'Berlin']);
    expect(counts.get('NL-NH')).toBe(2);
    expect(counts.get('NL-ZH')).toBe(1);
    expect(counts.get('NL-LI')).toBe(0);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(3);
    expect(counts.size).toBe(12);
  });

  it('draws bigger dots for more profiles', () => {
    expect(dotRadius(0)).toBeLessThan(dotRadius(1));
    expect(dotRadius(1)).toBeLessThan(dotRadius(4));
  });

  it('projects the provinces and the outline inside the drawing', () => {
    for (const [lon, lat] of [...NL_OUTLINE, ...NL_REGIONS.map((r) => [r.lon, r.lat] as const)]) {
      const { x, y } = project(lon, lat);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // North is up, east is right.
    expect(project(6.75, 53.25).y).toBeLessThan(project(5.92, 51.2).y);
    expect(project(3.85, 51.5).x).toBeLessThan(project(6.75, 53.25).x);
  });
});
