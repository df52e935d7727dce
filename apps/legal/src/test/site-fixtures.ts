import { ZCompanyInfo, ZSettings, type TCompanyInfo, type TSettings } from '@dating/core/contracts';
import { createSettings as createSiteSettings } from '@dating/core/test-support';
import type { SiteData } from '../lib/site-data';

/** A company as `GET /api/companyinfo.php` returns it; override any field. */
export function createCompany(overrides: Partial<TCompanyInfo> = {}): TCompanyInfo {
  return ZCompanyInfo.parse({
    name: 'Heartline Media B.V.',
    address: 'Keizersgracht 100',
    kvk: '87654321',
    city: 'Amsterdam',
    country: 'Netherlands',
    tradenames: ['Heartline'],
    vat_numbers: ['NL123456789B01'],
    added: '2022-05-01T09:00:00Z',
    support_phone: '+31 20 123 4567',
    delete_discount: 50,
    ...overrides,
  });
}

/** Settings as `GET /api/settings.php` returns them: the shared test site (`@dating/core/test-support`) as
 * Heartline, with its company; override any field. */
export function createSettings(overrides: Partial<TSettings> = {}): TSettings {
  const { name, address, kvk, city, country, tradenames, vat_numbers, added } = createCompany();
  return ZSettings.parse(
    createSiteSettings({
      name: 'Heartline',
      domain: 'heartline.test',
      index_title: 'Heartline',
      description: 'Dating for adults',
      logged_out_search: 'none',
      logged_out_search_trafficsource: 'none',
      site_entry_countries: ['NL'],
      support_phone: '+31 20 123 4567',
      support_email: 'support@heartline.test',
      fictional_icon: '/img/fictional.svg',
      region_data: false,
      message_credits: 10,
      photo_credits: 10,
      gift_credits: 10,
      message_length: 500,
      company: { name, address, kvk, city, country, tradenames, vat_numbers, added },
      delete_discount: 50,
      ...overrides,
    }),
  );
}

export function createSite(
  overrides: { settings?: Partial<TSettings>; company?: Partial<TCompanyInfo> } = {},
): SiteData {
  return { settings: createSettings(overrides.settings), company: createCompany(overrides.company) };
}
