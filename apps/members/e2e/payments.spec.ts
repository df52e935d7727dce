import { type Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, test, translation, type Locale } from './fixtures';
import { creditsOf, phonePage, signUpMember } from './support/members';

// Money end to end (issue 13 "Done means"), at 390 px, in Dutch and English, through the sandbox provider's
// hosted page (it speaks Mollie's protocol; ADR 0017): a visitor sees the welcome discount, signs up and, as a
// new free member, sees the time-bonus banner and the time-bonus price on /credits, pays with iDEAL, comes back
// to the completed page with the toast, sees the credits and the premium state in the top bar and finds the
// purchase with its receipt (discount included) in /transactions. A failed and a cancelled payment each offer
// another method, and the next method pays.

const p = (locale: Locale, key: string) => translation(locale, 'payments', key);
const c = (locale: Locale, key: string) => translation(locale, 'common', key);

/** A translation with `{{placeholders}}` as a pattern that matches any value there. */
const pattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?'),
  );

const money = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

interface Offer {
  packages: {
    tier: string;
    credits: number;
    price_cents: number;
    discounted_price_cents: number | null;
    currency: string;
  }[];
  discount: { percentage: number; code: string } | null;
}

/** On the sandbox provider's hosted page: choose an outcome and come back to the site. */
async function sandbox(page: Page, outcome: 'Paid' | 'Failed' | 'Canceled') {
  await page.waitForURL(/\/api\/sandbox-provider\//);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/credits/'));
}

/** On the checkout page of a tier: choose `method` by its name and press the pay button. */
async function pay(page: Page, locale: Locale, method: string) {
  await page.getByRole('radio', { name: p(locale, `methods.${method}`) }).check();
  await page.getByRole('button', { name: pattern(p(locale, 'checkout.pay')) }).click();
}

for (const locale of ['nl', 'en'] as const) {
  test(`${locale}: welcome discount, time-bonus price, iDEAL in the sandbox, toast, premium, receipt`, async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!, locale);
    // A visitor: the welcome discount and how long it lasts once signed up.
    await page.goto('/');
    const offer = page.getByRole('region', { name: c(locale, 'home.discount.title') });
    await expect(offer).toContainText(c(locale, 'home.discount.actFast').replace('{{timeLeft}}', '4'));

    await signUpMember(page, locale === 'nl' ? 'Noor' : 'Nell', {
      locale,
      gender: 'female',
      country: 'NL',
      photo: false,
    });
    // The new free member: the time-bonus banner counts down in the members area.
    await page.goto('/members');
    await hydrated(page);
    const banner = page.getByTestId('time-bonus-banner');
    await expect(banner).toContainText(pattern(p(locale, 'timeBonus.bannerTitle')));
    const first = await banner.getByRole('timer').textContent();
    await expect(banner.getByRole('timer')).not.toHaveText(first!, { timeout: 3_000 });

    // /credits: the time-bonus price of every bundle, shown before anything is spent.
    const prices = (await (await page.request.get('/api/packages.php')).json()) as Offer;
    expect(prices.discount?.percentage).toBe(25);
    const tier = prices.packages.find((x) => x.tier === 'p1')!;
    expect(tier.discounted_price_cents).toBe(Math.round(tier.price_cents * 0.75));
    await page.goto('/credits');
    await hydrated(page);
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: pattern(p(locale, 'packages.discount')) }),
    ).toBeVisible();
    const card = page.locator('[data-tier="p1"]');
    const payText = money(tier.discounted_price_cents!, tier.currency, locale);
    await expect(card).toContainText(payText);
    await expect(card).toContainText(
      p(locale, 'packages.was').replace('{{price}}', money(tier.price_cents, tier.currency, locale)),
    );
    await expectAccessible(page);
    await card.getByRole('link').click();

    // Checkout: the discounted price is on the pay button; iDEAL in the sandbox; paid.
    await page.waitForURL('**/credits/p1**');
    await expect(page.getByRole('button', { name: pattern(p(locale, 'checkout.pay')) })).toContainText(
      payText,
    );
    await pay(page, locale, 'ideal');
    await sandbox(page, 'Paid');
    await expect(page.locator('[data-state="completed"]')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('status').filter({ hasText: pattern(p(locale, 'state.toast_other')) }),
    ).toBeVisible();
    expect(await creditsOf(page.request)).toBe(tier.credits);

    // The top bar: a paid member has the Credits link, no more "Get Premium"; the banner is gone.
    const nav = page.getByRole('navigation', { name: c(locale, 'nav.label') });
    await expect(nav.getByRole('link', { name: c(locale, 'nav.credits'), exact: false })).toBeVisible();
    await expect(nav.getByRole('link', { name: c(locale, 'nav.getPremium') })).toHaveCount(0);
    await page.goto('/members');
    await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);

    // The ledger and the receipt with the discount.
    await page.goto('/transactions');
    const purchase = page.locator('tr[data-kind="purchase"]');
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText(`+${tier.credits}`);
    await purchase.getByRole('link', { name: p(locale, 'transactions.purchase') }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(p(locale, 'methods.ideal'));
    await expect(receipt).toContainText(payText);
    await expect(receipt.getByRole('rowheader', { name: p(locale, 'transactions.discount') })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });
}

test('en: a failed and a cancelled payment each offer another method, and the next one pays', async ({
  browser,
  baseURL,
}) => {
  const locale = 'en';
  const page = await phonePage(browser, baseURL!, locale);
  await signUpMember(page, 'Fenna', { locale, gender: 'female', country: 'NL', photo: false });
  const prices = (await (await page.request.get('/api/packages.php')).json()) as Offer;
  const tier = prices.packages.find((x) => x.tier === 'p0')!;

  await page.goto('/credits/p0/ideal');
  await hydrated(page);
  await pay(page, locale, 'ideal');
  await sandbox(page, 'Failed');
  const failed = page.locator('[data-state="failed"]');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toContainText(p(locale, 'state.failedTitle'));
  await expect(
    failed.getByRole('link', { name: p(locale, 'state.retry').replace('{{method}}', 'iDEAL') }),
  ).toBeVisible();
  await expectAccessible(page);
  // Another method: PayPal is offered in the Netherlands.
  await failed.getByRole('link', { name: p(locale, 'methods.paypal'), exact: true }).click();
  await page.waitForURL('**/credits/p0/paypal');
  await pay(page, locale, 'paypal');
  await sandbox(page, 'Canceled');
  const cancelled = page.locator('[data-state="cancelled"]');
  await expect(cancelled).toBeVisible({ timeout: 20_000 });
  await expect(cancelled).toContainText(p(locale, 'state.failedTitle'));
  expect(await creditsOf(page.request)).toBe(0);
  await cancelled.getByRole('link', { name: p(locale, 'methods.creditcard'), exact: true }).click();
  await page.waitForURL('**/credits/p0/creditcard');
  await pay(page, locale, 'creditcard');
  await sandbox(page, 'Paid');
  await expect(page.locator('[data-state="completed"]')).toBeVisible({ timeout: 20_000 });
  expect(await creditsOf(page.request)).toBe(tier.credits);
  await page.context().close();
});
