import { ZCampaign, type TCampaign } from '../campaign/campaign-schema';

/** A valid campaign; override any field. */
export function createCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return ZCampaign.parse({
    name: 'test',
    template: 'gallery',
    siteName: 'Heartline',
    defaultLanguage: null,
    siteUrl: '',
    tracking: {},
    profiles: [
      { name: 'Sophie', age: 29, city: 'Amsterdam', hue: 350 },
      { name: 'Emma', age: 34, city: 'Rotterdam' },
      { name: 'Lena', age: 41, city: 'Utrecht', hue: 280 },
    ],
    ...overrides,
  });
}
