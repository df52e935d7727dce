import { ZGeocodeResponse, type TGeocodeResponse } from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

export const geocodeResource = (request: RequestFn) => ({
  /**
   * GET /api/geocode.php: the served country and region of a position, or `false` (sea, unserved country).
   * The coordinates go only into this call; callers keep the answer, never the position.
   */
  reverse: (position: { lat: number; lon: number }, options?: CallOptions): Promise<TGeocodeResponse> =>
    request({
      method: 'GET',
      path: '/api/geocode.php',
      query: { lat: position.lat, lon: position.lon },
      schema: ZGeocodeResponse,
      ...options,
    }),
});
