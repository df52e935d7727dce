import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, setLocale, test as base, type Locale } from '../fixtures';

// Members made through the real API for end-to-end specs: sign-up, activation through the dev mailbox, an
// approved photo, credits bought through the sandbox provider, and a phone-sized browser context.

export const CLIENT = { 'X-Request-Type': 'client' };
/** The operator token `playwright.config.ts` starts the site with. */
export const OPERATOR = { Authorization: 'Bearer e2e-operator-token-0123456789' };

const apiRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/package.json'),
);
interface SharpChain {
  png(): SharpChain;
  toBuffer(): Promise<Buffer>;
}
type SharpInput = { create: { width: number; height: number; channels: 3; background: string } };
const sharp = apiRequire('sharp') as (input: SharpInput) => SharpChain;

/** A plain 640 × 800 PNG of one colour, made with the API's own sharp. */
export const png = (colour: string) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();

export interface Member {
  id: string;
  name: string;
  email: string;
}

/** The path of the newest link with a token in a mail of `kind` to `to`, waiting for the mail. */
export async function mailPath(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { mails } = (await res.json()) as { mails: { kind: string; links: string[] }[] };
        link = mails.find((m) => m.kind === kind)?.links.find((l) => /token=/.test(l)) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface SignUpOptions {
  locale: Locale;
  gender: 'male' | 'female';
  /** Profile country (ISO 3166-1 alpha-2); the site's default when left out. */
  country?: string;
  /** Upload a photo and approve it as the operator (default true). */
  photo?: boolean;
}

/** A unique enough suffix for the e-mail addresses of a spec's fresh members. */
export const uniqueStamp = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** What POST /api/signup.php is sent; what is left out makes an English heterosexual man born 1990-05-05. */
export interface SignupFields {
  email: string;
  name: string;
  password: string;
  date_of_birth?: string;
  gender?: 'male' | 'female';
  language?: string;
}

/**
 * Signs a member up through the API in `request`'s session (the page's, when it is `page.request`, so the page
 * is logged in) and answers the API's user.
 */
export async function postSignup<User = { profile: { id: string; name: string } }>(
  request: APIRequestContext,
  fields: SignupFields,
): Promise<User> {
  const res = await request.post('/api/signup.php', {
    headers: CLIENT,
    data: { date_of_birth: '1990-05-05', gender: 'male', sexuality: 'hetero', language: 'en', ...fields },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: User }).user;
}

/** Uploads a 640 × 800 photo of `colour` and has the operator approve every pending one. */
export async function uploadApprovedPhoto(request: APIRequestContext, colour: string, name = 'me.png') {
  const upload = await request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { file: { name, mimeType: 'image/png', buffer: await png(colour) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const approve = await request.post('/api/operator/photo-moderation.php', {
    headers: OPERATOR,
    data: { all_pending: true, decision: 'approve' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
}

/** A fresh member in `page`'s browser context: signed up, activated, optionally with an approved main photo. */
export async function signUpMember(page: Page, label: string, options: SignUpOptions): Promise<Member> {
  const request = page.request;
  const email = `e2e-${label.toLowerCase()}-${uniqueStamp()}@example.com`;
  const user = await postSignup(request, {
    email,
    name: label,
    password: 'e2e-password-1',
    gender: options.gender,
    language: options.locale,
  });
  const activated = await request.get(await mailPath(request, email, 'activation'), { maxRedirects: 0 });
  expect(activated.status()).toBeLessThan(400);
  if (options.country) {
    const put = await request.put('/api/profile.php', {
      headers: CLIENT,
      data: { country: options.country },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  if (options.photo !== false) await uploadApprovedPhoto(request, '#c06080');
  return { id: user.profile.id, name: label, email };
}

/** The member's credits as the API has them now. */
export async function creditsOf(request: APIRequestContext): Promise<number> {
  const me = await request.get('/api/user.php', { headers: CLIENT });
  return ((await me.json()) as { user: { credits: number } }).user.credits;
}

/** Buys the smallest package through the sandbox provider (the member becomes premium); answers the credits. */
export async function buyCredits(request: APIRequestContext): Promise<number> {
  const offer = await request.get('/api/packages.php');
  expect(offer.status(), await offer.text()).toBe(200);
  const { packages, methods } = (await offer.json()) as {
    packages: { tier: string; price_cents: number }[];
    methods: { id: string; minimum_cents: number; maximum_cents: number | null }[];
  };
  const tier = packages[0]!;
  const method = methods.find(
    (m) => m.minimum_cents <= tier.price_cents && (m.maximum_cents ?? Infinity) >= tier.price_cents,
  );
  expect(method, 'a payment method for the smallest package').toBeTruthy();
  const order = await request.post('/api/orders.php', { data: { package: tier.tier, method: method!.id } });
  expect(order.status(), await order.text()).toBe(200);
  const { redirect_url: checkout } = (await order.json()) as { redirect_url: string };
  const url = new URL(checkout);
  const paid = await request.post(`${url.pathname}${url.search}`, {
    form: { status: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  let credits = 0;
  await expect
    .poll(async () => {
      credits = await creditsOf(request);
      return credits;
    })
    .toBeGreaterThan(0);
  return credits;
}

/**
 * A fictional profile from the first 20 pages of search as `request`'s member sees it. The demo seed flags every
 * demo member fictional: not finding one is a failure, not a reason to skip.
 */
export async function findFictionalProfile(
  request: APIRequestContext,
): Promise<{ id: string; name: string }> {
  let fictional: { id: string; name: string } | undefined;
  let cursor: string | null = null;
  for (let i = 0; i < 20 && !fictional; i += 1) {
    const res = await request.get(
      `/api/search.php?limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = (await res.json()) as {
      results: { id: string; name: string; fictional: boolean }[];
      next_cursor: string | null;
    };
    fictional = body.results.find((r) => r.fictional);
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  expect(fictional, 'a fictional profile in the first pages of search').toBeTruthy();
  return fictional!;
}

/** A seeded (fictional) member as `request` finds them in the search for women in NL (a visitor may ask). */
export async function seededMember(
  request: APIRequestContext,
): Promise<{ id: string; name: string; age: number; fictional: boolean }> {
  const res = await request.get('/api/search.php?gender=female&country=NL', { headers: CLIENT });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as {
    results: { id: string; name: string; age: number; fictional: boolean }[];
  };
  const member = results.find((r) => r.fictional);
  expect(member, 'a fictional seeded member').toBeDefined();
  return member!;
}

/** A new browser context at 390 × 844 (a phone) in `locale`, and its page. */
export async function phonePage(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await setLocale(page, baseURL, locale);
  return page;
}

/** A fresh member on a phone: a phone-sized context in the member's language, where `signUpMember` signs them up. */
export type PhoneMember = (label: string, options: SignUpOptions) => Promise<{ page: Page; member: Member }>;

/** The e2e `test` with a `phoneMember` fixture; the contexts it opened are closed when the test ends. */
export const test = base.extend<{ phoneMember: PhoneMember }>({
  phoneMember: async ({ browser, baseURL }, provide) => {
    const pages: Page[] = [];
    await provide(async (label, options) => {
      const page = await phonePage(browser, baseURL!, options.locale);
      pages.push(page);
      return { page, member: await signUpMember(page, label, options) };
    });
    for (const page of pages) await page.context().close();
  },
});
