import { ZCompanyInfo, type TCompanyInfo } from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

export const companyInfoResource = (request: RequestFn) => ({
  /** GET /api/companyinfo.php: loaded once. */
  get: (options?: CallOptions): Promise<TCompanyInfo> =>
    request({ method: 'GET', path: '/api/companyinfo.php', schema: ZCompanyInfo, ...options }),
});
