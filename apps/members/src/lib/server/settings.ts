import { cache } from 'react';
import { type TSettings } from '@dating/core/contracts';
import { getRequestHost, getServerApi } from './api';

/** The site's settings for the request host, fetched once per request (spec §7: on the server at first render). */
export const getSettings = cache(async (): Promise<TSettings> => {
  const [api, domain] = await Promise.all([getServerApi(), getRequestHost()]);
  return api.settings.get({ domain });
});
