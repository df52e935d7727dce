import { contract } from '../contract';
import { defineResource } from '../calls';

export const regionsResource = defineResource(({ get }) => ({
  /** GET /api/regions.php: every served country's regions, loaded once. */
  list: get('/api/regions.php', contract('ZRegionsResponse')),
}));
