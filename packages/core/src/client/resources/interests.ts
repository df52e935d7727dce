import { contract } from '../contract';
import { defineResource } from '../calls';

export const interestsResource = defineResource(({ get }) => ({
  /** GET /api/interests.php: loaded once. */
  list: get('/api/interests.php', contract('ZInterestsResponse')),
}));
