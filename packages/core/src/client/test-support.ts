// Test support: a scripted fake `fetch` for the client's unit tests, and the valid fixtures (settings, the
// logged-in member, public profiles, bank details) the apps' tests build on (`@dating/core/test-support`; tests only).
import { type TDirectDebitInput, type TPublicProfile, type TSettings, type TUser } from '../contracts';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Scripted = { status: number; body?: unknown; raw?: string } | { networkError: true };

/** A fake fetch answering the scripted replies in order (the last one repeats) and recording each call. */
export function fakeFetch(...script: Scripted[]) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (!step || 'networkError' in step) throw new TypeError('fetch failed');
    const text = step.raw ?? (step.body === undefined ? '' : JSON.stringify(step.body));
    return new Response(step.status === 204 ? null : text, {
      status: step.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** Records the delays instead of waiting. */
export function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { sleep, delays };
}

export const errorBody = (
  status: number,
  code: string,
  fields?: Array<{ path: string; message: string }>,
) => ({
  error: { code, message: `errors.${code}`, status, ...(fields ? { fields } : {}), request_id: 'req-1' },
});

/** Settings of a test site in one line: `createSettings({ us_footer: true })`. */
export function createSettings(overrides: Partial<TSettings> = {}): TSettings {
  return {
    name: 'Amora',
    domain: 'localhost',
    domain_language: 'en-GB',
    cdn_prefix: '',
    index_title: 'Amora – dating for adults',
    description: 'Meet adults near you.',
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    enable_site_entry_popup: 'yes',
    site_entry_countries: ['NL', 'DE'],
    push_public_key: '',
    support_phone: '+1 800 555 0199',
    support_email: 'support@example.com',
    fictional_icon: '/fictional.svg',
    fictional_warning: 'fictional.warning',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    minimum_message_costs: {},
    countries: [],
    visible_profile_fields: [],
    region_data: true,
    visible_profile_notes: false,
    message_credits: 1,
    signup_credits: 0,
    photo_credits: 1,
    gift_credits: 1,
    message_length: 1000,
    min_age: 18,
    company: {
      name: 'Amora B.V.',
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [],
      vat_numbers: [],
      added: '2024-01-01T00:00:00Z',
    },
    delete_discount: null,
    search_fields: [],
    refund_days: 14,
    interests: [],
    member_resell: false,
    us_footer: false,
    design_version: 1,
    ...overrides,
  };
}

/** A logged-in member in one line: `createUser({ paid_user: true, credits: 0 })`. */
export function createUser(overrides: Partial<TUser> = {}, profile: Partial<TUser['profile']> = {}): TUser {
  return {
    status: 'active',
    credits: 0,
    paid_user: false,
    signup_date: '2024-05-01T10:00:00Z',
    language: 'en',
    fictional_icon: '/fictional.svg',
    notifications_disabled: [],
    invisible: false,
    photo_limit: 3,
    ...overrides,
    profile: {
      ...createPublicProfile('m-1', { name: 'Sam', main_image: null }),
      status: 'active',
      date_of_birth: '1994-01-01',
      bio: null,
      interests: [],
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      note: null,
      photos: [],
      ...profile,
    },
  };
}

/** The renditions of one approved photo as the API names them: `/api/media/<key>.webp` and its thumbnail. */
export const mediaImage = (key: string) => ({
  filename: `/api/media/${key}.webp`,
  thumb_filename: `/api/media/${key}-thumb.webp`,
  width: 800,
  height: 1000,
  status: 'approved' as const,
});

/** A profile as GET /api/likes.php sends it: `createPublicProfile('p1', { fictional: true })`. */
export function createPublicProfile(id: string, overrides: Partial<TPublicProfile> = {}): TPublicProfile {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Utrecht',
    country: 'NL',
    region: 'NL-UT',
    main_image: mediaImage(id),
    fictional: false,
    ...overrides,
  };
}

export const company = {
  name: 'Example Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Example Dating'],
  vat_numbers: ['NL123456789B01'],
  added: '2024-02-01T09:00:00.000Z',
};

export const settingsFixture: TSettings = createSettings({
  name: 'Example Dating',
  domain: 'example.test',
  domain_language: 'nl-NL',
  index_title: 'Example',
  description: 'Dating and chat',
  logged_out_search_trafficsource: 'none',
  support_phone: '+31 20 123 4567',
  support_email: 'support@example.test',
  fictional_singular: 'fictional.singular',
  fictional_plural: 'fictional.plural',
  minimum_message_costs: { NL: { costs: 1, currency: 'EUR' } },
  countries: [
    {
      code: 'NL',
      name: 'Netherlands',
      languages: ['nl'],
      region_term: 'regionTerm.province',
      currency: 'EUR',
    },
  ],
  visible_profile_fields: ['age'],
  photo_credits: 2,
  gift_credits: 5,
  company,
  search_fields: ['gender'],
  interests: ['hiking'],
});

export const userFixture: TUser = createUser(
  { credits: 12, signup_date: '2025-01-01T10:00:00.000Z' },
  { id: 'p1', name: 'Alex', gender: 'male', date_of_birth: '1995-01-01' },
);

/** Valid bank details of the direct-debit form, as a member types them: `createDirectDebitDetails({ city: '' })`. */
export function createDirectDebitDetails(overrides: Partial<TDirectDebitInput> = {}): TDirectDebitInput {
  return {
    account_holder: 'Anna de Vries',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CJ',
    city: 'Amsterdam',
    phone: '06 12345678',
    ...overrides,
  };
}

/** Lets pending promise callbacks run, so a test can assert a promise has not settled. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
