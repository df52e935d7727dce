import { expect, expectAccessible, LOCALES, setLocale, test, translation } from './fixtures';

test.describe('home page in every language, chosen by cookie', () => {
  for (const locale of LOCALES) {
    test(`renders in ${locale} with no missing key`, async ({ page, baseURL }) => {
      await setLocale(page, baseURL!, locale);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation(locale, 'common', 'home.hero.title'));
      await expect(page.getByRole('link', { name: translation(locale, 'common', 'home.hero.cta') })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(translation(locale, 'common', 'footer.terms'));
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

  test('a visitor without cookie gets the browser language and the cookie is kept', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'pl-PL', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('pl', 'common', 'home.hero.title'));
    await context.close();
  });
});
