import { expect, expectAccessible, LOCALES, pageIn, setLocale, test, translation } from './fixtures';

test.describe('home page in every language, chosen by cookie', () => {
  for (const locale of LOCALES) {
    test(`renders in ${locale} with no missing key`, async ({ page, baseURL }) => {
      await setLocale(page, baseURL!, locale);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(locale, 'common', 'home.hero.title'),
      );
      await expect(
        page.getByRole('link', { name: translation(locale, 'common', 'home.hero.cta') }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        translation(locale, 'common', 'footer.terms'),
      );
      // No raw translation key (ns:key or dotted key paths) reaches the page.
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/\b(common|profile|errors|ui):[a-z]/i);
      expect(text).not.toMatch(/\b(home|nav|footer|disclaimer|errors)\.[a-z]+(\.[a-z]+)*\b/i);
      if (locale === 'en') {
        await page.screenshot({ path: 'test-results/home-en.png', fullPage: true });
        await expectAccessible(page);
      }
    });
  }

  test('a visitor without a cookie gets the browser language', async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, 'pl-PL');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('pl', 'common', 'home.hero.title'),
    );
    await context.close();
  });

  test('choosing a language in the dropdown switches the page and stores the cookie', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageIn(browser, baseURL, 'en-US');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-menu').getByRole('button').click();
    // A visitor detected in the US is offered English and Spanish (spec §9).
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('es', 'common', 'home.hero.title'),
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('es');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await context.close();
  });
});
