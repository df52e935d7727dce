import { PUBLIC_SCREEN_PATHS } from '../src/test/route-samples';
import { expect, expectAccessible, setLocale, test, translation } from './fixtures';

// Every route of spec §2 at the one origin. Ids and tokens are shaped like real ones.
const PUBLIC_ROUTES = [
  ...PUBLIC_SCREEN_PATHS,
  // /members/{id} of an unknown member is a 404 (profile-view.spec.ts, phone-frame.spec.ts).
  // /members/{id}/{landing,signup,landing2,landing3}: an unknown member is a 404 there (member-landing.spec.ts).
  '/premium',
  '/pricing',
  '/complaints',
];
const MEMBER_ROUTES = [
  '/chats',
  '/chats/7',
  '/likes',
  '/likes/received',
  '/likes/sent',
  '/likes/matches',
  '/likes/m/42',
  '/notifications',
  '/profile',
  '/match-finder',
  '/swipe-game',
  '/credits',
  '/credits/2',
  '/credits/2/ideal',
  '/credits/repeat-order',
  '/directdebit',
  '/transactions',
  '/transactions/9',
  '/lang-config',
  '/members/42/chat',
];
const PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'service', 'faq'];

test.describe('route table', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`visitor: ${route} answers 200`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    });
  }

  for (const route of MEMBER_ROUTES) {
    test(`visitor: member-only ${route} goes to login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === route,
      );
    });
  }

  for (const slug of PAGES) {
    test(`legal page /pages/${slug} answers through the one origin`, async ({ page }) => {
      const response = await page.goto(`/pages/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The site header leads a visitor back to the home page.
      await expect(page.getByRole('banner').getByTestId('legal-back')).toHaveAttribute('href', '/');
    });
  }

  test('a token-shaped one-segment path is a 404 in the site frame (no mailed link uses /{token})', async ({
    page,
    baseURL,
  }) => {
    await setLocale(page, baseURL!, 'en');
    for (const path of ['/AbCdEfGhIjKlMnOpQrStUvWxYz012345', '/this-page-does-not-exist']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation('en', 'common', 'errors.notFound.title'),
      );
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toBeVisible();
    }
  });

  test('an unknown route shows the 404 page with status 404 and a link home', async ({ page, baseURL }) => {
    await setLocale(page, baseURL!, 'en');
    const response = await page.goto('/this/route/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // The site frame: the top bar with the logo and the footer.
    await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
    await expect(page.getByRole('contentinfo').first()).toBeVisible();
    const home = page.getByRole('link', { name: translation('en', 'common', 'errors.home') });
    await expect(home).toHaveAttribute('href', '/');
    await expectAccessible(page);
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an unknown likes tab is a 404', async ({ page }) => {
    const response = await page.goto('/likes/bogus');
    // A visitor is sent to login first; either way the bogus tab never renders a page.
    expect([404, 200]).toContain(response?.status());
    if (response?.status() === 200) await expect(page).toHaveURL(/\/login/);
  });

  test('the lander answers through the one origin', async ({ page }) => {
    for (const path of ['/landers/gallery', '/landers/gallery/eng', '/landers/gallery/nl']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The slug carries the language: `eng` is English, `nl` Dutch (spec §9).
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('an unknown lander template answers 404 with a translated page', async ({ page }) => {
    const response = await page.goto('/landers/nosuchtemplate/eng');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('en', 'landers', 'notFound.title'),
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: translation('en', 'landers', 'notFound.home') }),
    ).toHaveAttribute('href', '/');
  });
});
