import { ZInterestsResponse, type TInterestsResponse } from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

export const interestsResource = (request: RequestFn) => ({
  /** GET /api/interests.php: loaded once. */
  list: (options?: CallOptions): Promise<TInterestsResponse> =>
    request({ method: 'GET', path: '/api/interests.php', schema: ZInterestsResponse, ...options }),
});
