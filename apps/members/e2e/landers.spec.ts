import type { Page } from '@playwright/test';
import { expect, test, translation } from './fixtures';

/** A prerendered lander (apps/landers ADR 0026) has hydrated: its links and form are the app's from now on. */
const landerHydrated = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');

test.describe('landers at the one origin', () => {
  test('the gallery lander marks every profile as fictional and keeps tracking on the sign-up link', async ({
    page,
  }) => {
    await page.goto('/landers/gallery/eng?network=adnet&sub1={abc}&utm=x');
    await landerHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page
      .getByRole('listitem')
      .filter({ hasText: translation('en', 'landers', 'fictional.badge') });
    expect(await cards.count()).toBeGreaterThan(0);
    const cta = page.getByRole('link', { name: translation('en', 'landers', 'hero.cta') }).first();
    const href = new URL((await cta.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/signup');
    expect(href.searchParams.get('network')).toBe('adnet');
    expect(href.searchParams.get('sub1')).toBe('abc');
  });

  test('a standalone campaign bundle is served from its own folder in its own language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
    const page = await context.newPage();
    const response = await page.goto('/landers/campaigns/summer-nl/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('nl', 'landers', 'hero.title'),
    );
    const cta = page.getByRole('link', { name: translation('nl', 'landers', 'hero.cta') }).first();
    // The campaign's own tracking defaults travel to sign-up.
    expect(new URL((await cta.getAttribute('href'))!, 'http://x').searchParams.get('network')).toBe('summer');
    await context.close();
  });
});
