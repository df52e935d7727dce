import { type Page } from '@playwright/test';
import { expect, expectAccessible, test, translation, type Locale } from './fixtures';

/** A prerendered lander (apps/landers ADR 0026) has hydrated: its links and form are the app's from now on. */
const landerHydrated = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');

// The nine lander templates of spec §2 at /landers/{template}/{slug}, on a phone: each renders in two
// languages with its title, the sign-up form (18+ and terms), fictional markers and the lander layout, no
// horizontal scroll and axe clean; the swipe deck works by buttons and arrow keys; a sign-up from a template
// carries the visit's tracking while the address bar no longer shows it; an unknown template is a 404.

const TITLES: Record<string, string> = {
  gallery: 'hero.title',
  tinderswipe: 'templates.tinderswipe.title',
  alonetonight: 'templates.alonetonight.title',
  collagelanding: 'templates.collage.title',
  iconslanding: 'templates.icons.title',
  maplanding: 'templates.map.title',
  socialnetwork: 'templates.social.title',
  transitionsvideolanding: 'templates.transitions.title',
  video: 'templates.video.title',
};
/** The second language of each template (the first is English through the `eng` slug). */
const SECOND: Record<string, Locale> = {
  gallery: 'fr',
  tinderswipe: 'de',
  alonetonight: 'nl',
  collagelanding: 'pl',
  iconslanding: 'es',
  maplanding: 'nl',
  socialnetwork: 'it',
  transitionsvideolanding: 'fr',
  video: 'de',
};

const t = (locale: Locale, key: string) => translation(locale, 'landers', key);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('every lander template on a phone', () => {
  for (const [template, titleKey] of Object.entries(TITLES)) {
    for (const locale of ['en', SECOND[template]!] as const) {
      test(`${template} in ${locale}`, async ({ page }) => {
        const slug = locale === 'en' ? 'eng' : locale;
        const response = await page.goto(`/landers/${template}/${slug}`);
        await landerHydrated(page);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, titleKey));
        const form = page.getByRole('form', { name: t(locale, 'signupForm.title') });
        await expect(form).toBeVisible();
        await expect(form).toHaveAccessibleDescription(t(locale, 'signupForm.adultsOnly'));
        expect(await page.getByText(t(locale, 'fictional.badge'), { exact: true }).count()).toBeGreaterThan(
          0,
        );
        await expect(page.getByText(t(locale, 'fictional.disclosure'))).toBeVisible();
        await expect(page.getByText(t(locale, 'disclaimer'))).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/lander-${template}-${locale}.png`, fullPage: true });
        await expectAccessible(page);
      });
    }
  }
});

test('the swipe deck goes by buttons and by the arrow keys, then points to sign-up', async ({ page }) => {
  await page.goto('/landers/tinderswipe/eng');
  await landerHydrated(page);
  const deck = page.getByTestId('swipe-deck');
  const status = page.getByTestId('swipe-status');
  // The template is loaded lazily: wait for the top card before reading it.
  await expect(deck.locator('li[data-top] h2')).toHaveCount(1);
  const names = await deck.locator('li[data-top] h2').allTextContents();
  expect(names).toHaveLength(1);

  await page
    .getByRole('button', { name: t('en', 'templates.tinderswipe.like').replace('{{name}}', names[0]!) })
    .click();
  await expect(status).toHaveText(t('en', 'templates.tinderswipe.liked').replace('{{name}}', names[0]!));

  const second = await deck.locator('li[data-top] h2').textContent();
  await deck.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(t('en', 'templates.tinderswipe.passed').replace('{{name}}', second!));
  const third = await deck.locator('li[data-top] h2').textContent();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(t('en', 'templates.tinderswipe.liked').replace('{{name}}', third!));

  // Through the rest of the deck by keyboard: the end offers sign-up.
  const done = page.getByTestId('swipe-done');
  for (let i = 0; i < 30 && !(await done.isVisible()); i += 1) await page.keyboard.press('ArrowRight');
  await expect(done).toContainText(t('en', 'templates.tinderswipe.done'));
  await expect(done.getByRole('link', { name: t('en', 'cta.button') })).toHaveAttribute('href', /^\/signup/);
  await expectAccessible(page);
});

test('a sign-up from the map lander keeps the tracking, which has left the address bar', async ({ page }) => {
  await page.goto('/landers/maplanding/eng?network=adnet&ref=77&sub1={click}&sub2=b&lb=1');
  await landerHydrated(page);
  // Spec §4: read at start, stripped from the URL; other parameters stay.
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has('network') && url.searchParams.get('lb') === '1',
  );
  expect(page.url()).not.toMatch(/ref=|sub1=|sub2=/);

  const email = `e2e-lander-map-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await field(page, t('en', 'signupForm.iAm')).selectOption('woman');
  await field(page, t('en', 'signupForm.lookingFor')).selectOption('men');
  await field(page, t('en', 'signupForm.email')).fill(email);
  await field(page, t('en', 'signupForm.password')).fill('a-long-enough-password');
  await field(page, t('en', 'signupForm.dateOfBirth')).fill('1988-09-21');
  await field(page, t('en', 'signupForm.name')).fill('Kaart');
  const request = page.waitForRequest('**/api/signup.php');
  const answer = page.waitForResponse('**/api/signup.php');
  await page.getByRole('button', { name: t('en', 'signupForm.submit') }).click();
  expect((await request).postDataJSON()).toMatchObject({
    email,
    language: 'en',
    tracking: { network: 'adnet', ref: '77', sub1: 'click', sub2: 'b', sub3: null },
  });
  expect((await answer).status()).toBe(200);

  await expect(page).toHaveURL((url) => url.pathname === '/complete-signup');
  expect(new URL(page.url()).searchParams.has('network')).toBe(false);
  const me = await page.request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email?: string; status: string } }).user.status).toBe(
    'not_confirmed',
  );
});

test('an unknown template is the translated 404 page', async ({ page }) => {
  // Not a template, so its slug names no language: the browser's (English here) is used.
  const response = await page.goto('/landers/nosuchtemplate/nl');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'notFound.title'));
  await expect(page.getByRole('link', { name: t('en', 'notFound.home'), exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expectAccessible(page);
});
