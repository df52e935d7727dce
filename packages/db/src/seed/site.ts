import { INTERESTS, type TCompanyDetails } from '@dating/core/contracts';
import { ZSiteSettings, type TSiteSettings } from '../site-settings';
import { SEED_COUNTRIES } from './geo';

export const SITE_NAME = 'Amora';

/** A plausible, fictional operator (the registration and VAT numbers are made up). */
export const SEED_COMPANY: TCompanyDetails = {
  name: 'Amora Online B.V.',
  address: 'Keizersgracht 241',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['Amora', 'Amora Dating'],
  vat_numbers: ['NL862154379B01'],
  added: '2024-01-15T09:00:00.000Z',
};

/** Credits per bundle p0–p3 and their prices per currency in minor units (p2 is the popular one). */
export const PACKAGE_CREDITS = { p0: 25, p1: 60, p2: 130, p3: 300 } as const;
export const PACKAGE_PRICES: Record<string, Record<keyof typeof PACKAGE_CREDITS, number>> = {
  EUR: { p0: 995, p1: 1995, p2: 3995, p3: 7995 },
  USD: { p0: 1099, p1: 2199, p2: 4399, p3: 8799 },
  GBP: { p0: 899, p1: 1799, p2: 3499, p3: 6999 },
  CAD: { p0: 1499, p1: 2999, p2: 5999, p3: 11999 },
  AUD: { p0: 1599, p1: 3199, p2: 6399, p3: 12799 },
  NZD: { p0: 1799, p1: 3499, p2: 6999, p3: 13999 },
  CHF: { p0: 999, p1: 1999, p2: 3999, p3: 7999 },
  PLN: { p0: 4299, p1: 8499, p2: 16999, p3: 33999 },
};
export const POPULAR_TIER = 'p2';

export const MESSAGE_CREDITS = 2;

/** Cheapest price of one message per country: the largest bundle's price per credit times the message cost. */
function minimumMessageCosts(): TSiteSettings['minimum_message_costs'] {
  const out: TSiteSettings['minimum_message_costs'] = {};
  for (const c of SEED_COUNTRIES) {
    const prices = PACKAGE_PRICES[c.currency];
    if (!prices) throw new Error(`No package prices for ${c.currency}`);
    const perCredit = prices.p3 / 100 / PACKAGE_CREDITS.p3;
    out[c.code] = { costs: Math.round(perCredit * MESSAGE_CREDITS * 100) / 100, currency: c.currency };
  }
  return out;
}

/** Every stored setting of the default demo site (validated by ZSiteSettings). */
export function defaultSiteSettings(): TSiteSettings {
  return ZSiteSettings.parse({
    // Empty: the demo site serves every language and follows the visitor's browser. A single-language
    // domain sets its language here (e.g. 'nl-NL'), which then wins for first-time visitors (spec §4).
    domain_language: '',
    cdn_prefix: '',
    index_title: 'Amora – meet, match and chat with singles near you',
    description:
      'Amora is a dating and chat site for adults: create a profile, search members near you, like, match and chat.',
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    enable_site_entry_popup: 'yes',
    site_entry_countries: ['NL', 'DE'],
    push_public_key: '',
    support_phone: '+31 20 808 1234',
    support_email: 'support@amora.example',
    fictional_icon: '/fictional.svg',
    // i18n keys (namespace:key); `disclaimer.fictionalPlural` is not in packages/i18n yet.
    fictional_warning: 'common:disclaimer.fictional',
    fictional_singular: 'common:disclaimer.fictionalIcon',
    fictional_plural: 'common:disclaimer.fictionalPlural',
    minimum_message_costs: minimumMessageCosts(),
    visible_profile_fields: [
      'age',
      'gender',
      'sexuality',
      'city',
      'region',
      'country',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'tattoos',
      'interests',
      'bio',
    ],
    region_data: true,
    visible_profile_notes: false,
    message_credits: MESSAGE_CREDITS,
    signup_credits: 0,
    photo_credits: 3,
    gift_credits: 10,
    message_length: 1000,
    min_age: 18,
    delete_discount: 50,
    search_fields: ['gender', 'country', 'region', 'min_age', 'max_age'],
    refund_days: 14,
    interests: [...INTERESTS],
    member_resell: false,
    us_footer: true,
    design_version: 1,
  });
}

/** Discount codes of spec §4: the time bonus (4 h after sign-up) and the welcome discount. */
export const SEED_DISCOUNT_CODES = [
  { code: 'TIMEBONUS25', valuePercentage: 25, validity: 'once_per_user' as const },
  { code: 'WELCOME25', valuePercentage: 25, validity: 'once_per_user' as const },
];
