import { ZRegionsResponse, type TRegionsResponse } from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

export const regionsResource = (request: RequestFn) => ({
  /** GET /api/regions.php: every served country's regions, loaded once. */
  list: (options?: CallOptions): Promise<TRegionsResponse> =>
    request({ method: 'GET', path: '/api/regions.php', schema: ZRegionsResponse, ...options }),
});
