import { type TSettings, type TSettingsQuery } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';
import { type CallOptions } from '../request';

export const settingsResource = defineResource(({ request }) => ({
  /** GET /api/settings.php: settings of the forced domain (defaults to the request host). */
  get: (query?: TSettingsQuery, options?: CallOptions): Promise<TSettings> =>
    request({ method: 'GET', path: '/api/settings.php', query, schema: contract('ZSettings'), ...options }),
}));
