import { z } from 'zod';
import { ADULT_AGE } from '../domain/constants';
import { ZCompanyDetails } from './company';
import { ZCountryCode, ZLocale, ZYesNo } from './common';

/** A country the site serves, with the languages offered there (spec §9). */
export const ZSiteCountry = z.object({
  code: ZCountryCode,
  name: z.string().describe('English name; the front end shows a translated name'),
  languages: z.array(ZLocale).min(1),
  region_term: z
    .string()
    .describe('i18n key of the region term (province, state, voivodeship, canton, region)'),
  currency: z.string().length(3),
});
export type TSiteCountry = z.infer<typeof ZSiteCountry>;

export const ZMessageCost = z.object({ costs: z.number().min(0), currency: z.string().length(3) });

export const ZSignups = z.enum(['all', 'with_trafficsource']);
export const ZLoggedOutSearch = z.enum(['none', 'all']);

/** GET /api/settings.php: the site's settings for the forced domain (spec §3). */
export const ZSettings = z.object({
  name: z.string().describe('Site name'),
  domain: z.string().describe('Domain these settings belong to'),
  domain_language: z
    .string()
    .describe(
      'Preferred language of the domain, e.g. "nl-NL"; empty when the domain follows the browser language',
    ),
  cdn_prefix: z.string().describe('Prefix for static media URLs; empty for the same origin'),
  index_title: z.string(),
  description: z.string(),
  signups: ZSignups,
  logged_out_search: ZLoggedOutSearch,
  logged_out_search_trafficsource: ZLoggedOutSearch,
  geoip_country: ZCountryCode.describe('Country detected from the request'),
  geoip_selected_country: ZCountryCode.describe('Country selected for the visitor (defaults to detected)'),
  enable_site_entry_popup: ZYesNo,
  site_entry_countries: z.array(ZCountryCode).describe('Countries where the entry warning is shown'),
  push_public_key: z.string().describe('VAPID public key, empty when push is off'),
  support_phone: z.string(),
  support_email: z.string(),
  fictional_icon: z.string().describe('URL of the icon marking fictional profiles'),
  fictional_warning: z.string().describe('i18n key of the disclosure shown next to fictional profiles'),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  minimum_message_costs: z.record(z.string(), ZMessageCost).describe('Per country code'),
  countries: z.array(ZSiteCountry),
  visible_profile_fields: z.array(z.string()),
  region_data: z.boolean().describe('Whether regions are used in profiles and search'),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().min(0),
  signup_credits: z.number().int().min(0),
  photo_credits: z.number().int().min(0),
  gift_credits: z.number().int().min(0),
  message_length: z.number().int().min(1),
  min_age: z.number().int().min(ADULT_AGE),
  company: ZCompanyDetails,
  delete_discount: z.number().int().min(0).max(100).nullable(),
  search_fields: z.array(z.string()),
  refund_days: z.number().int().min(0),
  interests: z.array(z.string()),
  member_resell: z.boolean(),
  us_footer: z.boolean().describe('Show the US footer for English'),
  design_version: z.number().int(),
});
export type TSettings = z.infer<typeof ZSettings>;

/** Query of GET /api/settings.php. `domain` is forced from the request host when absent. */
export const ZSettingsQuery = z
  .object({
    domain: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i)
      .optional()
      .describe('Forced domain; defaults to the request host'),
    route: z.string().max(2048).optional().describe('The route the member is on (carries tracking queries)'),
    country: ZCountryCode.optional().describe('Country the visitor selected'),
  })
  .strict();
export type TSettingsQuery = z.infer<typeof ZSettingsQuery>;
