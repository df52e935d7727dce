import { type Page } from '@playwright/test';
import { expect, expectAccessible, gotoIn, type Locale, setLocale, test, translation } from './fixtures';
import { seededMember } from './support/members';

// The member landing routes of spec §2 (lander layout): a campaign page around one member's public profile
// that leads through sign-up to that member's profile or chat.
const CLIENT = { 'X-Request-Type': 'client' };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'a-long-enough-password';
const m = (locale: Locale, key: string, name: string) =>
  translation(locale, 'member', key).replaceAll('{{name}}', name);
const s = (locale: Locale, key: string) => translation(locale, 'signup', key);

type Card = Awaited<ReturnType<typeof seededMember>>;

async function expectLanding(page: Page, member: Card, locale: Locale) {
  const root = page.locator('[data-screen="memberLanding"]');
  await expect(root).toHaveAttribute('data-profile-id', member.id);
  await expect(page.locator('[data-layout="lander"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(root.getByText(member.name).first()).toBeVisible();
  await expect(root).toHaveAttribute('data-fictional', '');
  await expect(
    root.getByText(translation(locale, 'common', 'disclaimer.fictional'), { exact: false }).first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.describe('member landing routes', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  const cases: { path: (id: string) => string; locale: Locale; variant: string }[] = [
    { variant: 'landing', locale: 'en', path: (id) => `/members/${id}/landing` },
    { variant: 'landing', locale: 'de', path: (id) => `/members/${id}/landing` },
    { variant: 'signup', locale: 'en', path: (id) => `/members/${id}/signup` },
    { variant: 'signup', locale: 'nl', path: (id) => `/members/${id}/signup` },
    // landing2 and landing3: the slug names the language, as on the landers (`eng` is English).
    { variant: 'landing2', locale: 'en', path: (id) => `/members/${id}/landing2/eng` },
    { variant: 'landing2', locale: 'fr', path: (id) => `/members/${id}/landing2/fr` },
    { variant: 'landing3', locale: 'en', path: (id) => `/members/${id}/landing3/eng` },
    { variant: 'landing3', locale: 'pl', path: (id) => `/members/${id}/landing3/pl` },
  ];

  for (const { variant, locale, path } of cases) {
    test(`${variant} in ${locale}: the member, the fictional marker, axe clean at 390 px`, async ({
      page,
      baseURL,
    }) => {
      const member = await seededMember(page.request);
      if (variant === 'landing' || variant === 'signup') await setLocale(page, baseURL!, locale);
      const response = await page.goto(path(member.id));
      expect(response?.status()).toBe(200);
      await expect(page.locator('[data-screen="memberLanding"]')).toHaveAttribute('data-variant', variant);
      await expectLanding(page, member, locale);
      if (variant === 'landing') {
        await expect(
          page.getByRole('link', { name: m(locale, 'landing.cta.signup', member.name) }),
        ).toBeVisible();
      }
      if (variant === 'landing3') {
        await expect(page.getByTestId('member-landing-icebreakers').locator('li')).toHaveCount(3);
      }
      await page.screenshot({ path: `test-results/member-${variant}-${locale}.png`, fullPage: true });
      await expectAccessible(page);
    });
  }

  test('an unknown member answers 404 on every landing route', async ({ page }) => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['landing', 'signup', 'landing2', 'landing3/eng']) {
      const response = await page.goto(`/members/${unknown}/${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test('/members/{id}/landing leads through sign-up to that member’s profile', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const member = await seededMember(page.request);
    await gotoIn(page, baseURL!, 'en', `/members/${member.id}/landing?network=e2e-ml&sub1=%7Bclick%7D`);
    // Spec §4: the tracking record is stored and stripped from the URL.
    await expect(page).toHaveURL((url) => url.search === '');
    await page.getByRole('link', { name: m('en', 'landing.cta.signup', member.name) }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/members/${member.id}/signup`);
    await expect(
      page.getByRole('heading', { name: m('en', 'landing.signup.title', member.name) }),
    ).toBeVisible();

    const email = `e2e-member-landing-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.getByRole('radio', { name: s('en', 'account.man'), exact: true }).check();
    await page.getByRole('radio', { name: s('en', 'account.women'), exact: true }).check();
    await page.locator('#signup-name').fill('Testperson');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-dob').fill('1990-05-12');
    const request = page.waitForRequest('**/api/signup.php');
    await page.getByRole('button', { name: s('en', 'account.submit'), exact: true }).click();
    expect((await request).postDataJSON()).toMatchObject({
      email,
      language: 'en',
      tracking: { network: 'e2e-ml', sub1: 'click' },
    });

    await expect(page).toHaveURL((url) => url.pathname === `/members/${member.id}`, { timeout: 30_000 });
    await expect(page.locator('[data-screen="profileView"][data-state="loaded"]')).toHaveAttribute(
      'data-profile-id',
      member.id,
    );

    // The new account is logged in.
    const me = await page.request.get('/api/user.php', { headers: CLIENT });
    expect(me.status()).toBe(200);

    // The activation mail went out; its link activates the account.
    let link = '';
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { mails } = (await res.json()) as { mails: { links: string[] }[] };
        link = mails.flatMap((mail) => mail.links).find((l) => l.includes('activate')) ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === '/activate/done');
  });
});
