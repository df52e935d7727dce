import { contract } from '../contract';
import { defineResource } from '../calls';

export const companyInfoResource = defineResource(({ get }) => ({
  /** GET /api/companyinfo.php: loaded once. */
  get: get('/api/companyinfo.php', contract('ZCompanyInfo')),
}));
