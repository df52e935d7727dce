import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-privacy';

describe('loggableUrl', () => {
  it('drops the query of geocode.php, whatever the case of the path', () => {
    expect(loggableUrl('/api/geocode.php?lat=52.1&lon=4.3')).toBe('/api/geocode.php?[redacted]');
    expect(loggableUrl('/API/GeoCode.php?lat=52.1')).toBe('/API/GeoCode.php?[redacted]');
    expect(loggableUrl('/api/geocode.php')).toBe('/api/geocode.php');
  });

  it('keeps other URLs as they are', () => {
    expect(loggableUrl('/api/settings.php?domain=a.test')).toBe('/api/settings.php?domain=a.test');
    expect(loggableUrl('/health')).toBe('/health');
  });
});
