import { contract } from '../contract';
import { defineResource } from '../calls';

export const geocodeResource = defineResource(({ find }) => ({
  /**
   * GET /api/geocode.php: the served country and region of a position, or `false` (sea, unserved country).
   * The coordinates go only into this call; callers keep the answer, never the position.
   */
  reverse: find(
    '/api/geocode.php',
    contract('ZGeocodeResponse'),
    (position: { lat: number; lon: number }) => ({
      lat: position.lat,
      lon: position.lon,
    }),
  ),
}));
