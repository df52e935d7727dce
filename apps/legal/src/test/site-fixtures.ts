import { ZCompanyInfo, ZSettings, type TCompanyInfo, type TSettings } from '@dating/core/contracts';
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

/** Settings as `GET /api/settings.php` returns them; override any field. */
export function createSettings(overrides: Partial<TSettings> = {}): TSettings {
  const company = createCompany();
  return ZSettings.parse({
    name: 'Heartline',
    domain: 'heartline.test',
    domain_language: 'en-GB',
    cdn_prefix: '',
    index_title: 'Heartline',
    description: 'Dating for adults',
    signups: 'all',
    logged_out_search: 'none',
    logged_out_search_trafficsource: 'none',
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    enable_site_entry_popup: 'yes',
    site_entry_countries: ['NL'],
    push_public_key: '',
    support_phone: '+31 20 123 4567',
    support_email: 'support@heartline.test',
    fictional_icon: '/img/fictional.svg',
    fictional_warning: 'fictional.warning',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    minimum_message_costs: {},
    countries: [],
    visible_profile_fields: [],
    region_data: false,
    visible_profile_notes: false,
    message_credits: 10,
    signup_credits: 0,
    photo_credits: 10,
    gift_credits: 10,
    message_length: 500,
    min_age: 18,
    company: {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames,
      vat_numbers: company.vat_numbers,
      added: company.added,
    },
    delete_discount: 50,
    search_fields: [],
    refund_days: 14,
    interests: [],
    member_resell: false,
    us_footer: false,
    design_version: 1,
    ...overrides,
  });
}

export function createSite(
  overrides: { settings?: Partial<TSettings>; company?: Partial<TCompanyInfo> } = {},
): SiteData {
  return { settings: createSettings(overrides.settings), company: createCompany(overrides.company) };
}
