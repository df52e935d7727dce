import {
  expect,
  expectAccessible,
  gotoIn,
  heroCta,
  LOCALES,
  pageIn,
  setLocale,
  test,
  translation,
} from './fixtures';

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
    const { context, page } = await pageIn(browser, baseURL, 'pl-PL', '/');
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
    const { context, page } = await pageIn(browser, baseURL, 'en-US', '/');
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

test.describe('home page: the visual identity, phone first', () => {
  for (const { name, viewport } of [
    { name: 'phone', viewport: { width: 390, height: 844 } },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
  ]) {
    test(`on a ${name}: sign-up in the first screen, the house font loaded, no sideways scroll, axe clean`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await gotoIn(page, baseURL!, 'pl', '/');
      // The font's latin file is preloaded in the server HTML; the Polish letters of the page pull in latin-ext.
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
        'href',
        /figtree-latin-wght-normal.*\.woff2$/,
      );
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('700 16px Figtree', 'ąęłśż'))).toBe(true);
      const family = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => getComputedStyle(h).fontFamily);
      expect(family).toMatch(/^Figtree, "Figtree Fallback"/);
      // The call to action sits wholly in the first screen.
      const cta = await heroCta(page, 'pl').boundingBox();
      expect(cta).not.toBeNull();
      expect(cta!.y + cta!.height).toBeLessThanOrEqual(viewport.height);
      expect(cta!.height).toBeGreaterThanOrEqual(44);
      // No sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `test-results/home-pl-${name}.png`, fullPage: true });
      await expectAccessible(page);
    });
  }

  test('the logo is the same component on the member site and the legal pages', async ({ page }) => {
    await page.goto('/');
    const memberLogo = page.getByRole('banner').getByTestId('logo');
    await expect(memberLogo.getByTestId('logo-mark')).toHaveAttribute('data-variant', 'tile');
    const markHtml = await memberLogo.getByTestId('logo-mark').innerHTML();
    await page.goto('/pages/terms');
    const legalLogo = page.getByTestId('logo');
    await expect(legalLogo).toHaveAttribute('href', '/');
    const strip = (html: string) => html.replace(/logo-gradient-[\w-]+/g, 'id');
    expect(strip(await legalLogo.getByTestId('logo-mark').innerHTML())).toBe(strip(markHtml));
  });
});
