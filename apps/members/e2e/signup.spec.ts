import { type Page } from '@playwright/test';
import {
  activationLink,
  expect,
  expectAccessible,
  expectNoSeriousAxeViolations,
  gotoIn,
  heroCta,
  hydrated,
  type Locale,
  test,
  translation,
} from './fixtures';
import { fillSignupAccount, skipToComplete } from './support/signup-form';

const PASSWORD = 'a-long-enough-password';
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const s = (locale: Locale, key: string) => translation(locale, 'signup', key);

/** Fills step 0 (a man looking for women) without submitting; on a phone one question per screen. */
async function fillAccount(page: Page, locale: Locale, email: string) {
  await fillSignupAccount(page, {
    iAm: s(locale, 'account.man'),
    lookingFor: s(locale, 'account.women'),
    name: 'Testperson',
    email,
    password: PASSWORD,
    dateOfBirth: '1990-05-12',
  });
}

/** axe on the open sign-up dialog only (the page behind it is covered by the visitor check before). */
async function expectDialogAccessible(page: Page) {
  await expectNoSeriousAxeViolations(page, '[data-testid="signup-modal"]');
}

test.describe('sign-up on a desktop (modal)', () => {
  test('German: modal from the home page, real progress, not closable while creating, activation link', async ({
    page,
    baseURL,
  }) => {
    await gotoIn(page, baseURL!, 'de', '/');
    await hydrated(page);
    await heroCta(page, 'de').click();
    await expect(page.getByRole('dialog', { name: s('de', 'title') })).toBeVisible();
    // The dialog is named by the current step's title, so later steps find it by its test id.
    const dialog = page.getByTestId('signup-modal');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      dialog.getByText(s('de', 'account.dateOfBirthHint').replace('{{min_age}}', '18')),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/signup-modal-de.png' });
    await expectAccessible(page);

    const email = uniqueEmail('de');
    await fillAccount(page, 'de', email);
    // Hold the request so the in-flight stage and the non-dismissible modal can be observed.
    await page.route('**/api/signup.php', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await dialog.getByRole('button', { name: s('de', 'account.submit') }).click();
    const creating = dialog.locator('[data-stage="creating"]');
    await expect(creating).toHaveAttribute('data-state', 'active');
    await expect(dialog.locator('[data-stage="checking"]')).toHaveAttribute('data-state', 'done');
    await expect(dialog.locator('[data-stage="sending"]')).toContainText(s('de', 'progress.sending'));
    await expect(dialog.getByRole('button', { name: translation('de', 'ui', 'common.close') })).toHaveCount(
      0,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'test-results/signup-modal-de-progress.png' });

    await expect(dialog.getByRole('heading', { name: s('de', 'photo.title') })).toBeVisible();
    await expect(dialog.locator('[data-stage="sending"]')).toHaveAttribute('data-state', 'done');
    await expect(dialog.locator('[data-stage="matches"]')).toHaveAttribute('data-state', 'done');
    await expect(dialog.locator('[data-stage="matches"]')).toContainText(s('de', 'progress.matches'));
    await page.unroute('**/api/signup.php');
    await skipToComplete(page, 'de');
    await expect(dialog.getByText(email)).toBeVisible();
    await page.screenshot({ path: 'test-results/signup-modal-de-complete.png' });
    await expectDialogAccessible(page);

    // The suggested matches: the search the "looking for matches" stage ran, as cards.
    await dialog.getByRole('link', { name: s('de', 'complete.toMatches') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/signup-matches');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cards = page.getByTestId('signup-matches').getByTestId('search-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(page.getByRole('link', { name: s('de', 'matches.toSearch') })).toHaveAttribute(
      'href',
      '/members',
    );
    await page.screenshot({ path: 'test-results/signup-matches-de.png', fullPage: true });
    await expectAccessible(page);

    await page.goto(await activationLink(page, email));
    await expect(page).toHaveURL((url) => url.pathname === '/activate/done');
    await expect(page.getByRole('heading', { name: s('de', 'activation.doneTitle') })).toBeVisible();
  });

  test('a duplicate e-mail shows the exists message with a login link', async ({ page, browser }) => {
    const email = uniqueEmail('dup');
    await page.goto('/signup');
    await fillAccount(page, 'en', email);
    await page.getByRole('button', { name: s('en', 'account.submit') }).click();
    await expect(page.getByRole('heading', { name: s('en', 'photo.title') })).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(new URL('/signup', page.url()).href);
    await fillAccount(second, 'en', email);
    await second.getByRole('button', { name: s('en', 'account.submit') }).click();
    await expect(second.getByText(s('en', 'errors.emailExists'))).toBeVisible();
    await expect(second.getByRole('link', { name: s('en', 'errors.emailExistsLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(second.locator('#signup-email')).toBeFocused();
    await other.close();
  });

  test('a mistyped e-mail gets a "did you mean" suggestion that can be applied', async ({ page }) => {
    await page.goto('/signup');
    await page.locator('#signup-email').fill('someone@gmial.com');
    await page.locator('#signup-email').blur();
    const apply = page.getByRole('button', { name: 'Use someone@gmail.com' });
    await expect(apply).toBeVisible();
    await apply.click();
    await expect(page.locator('#signup-email')).toHaveValue('someone@gmail.com');
  });
});

test.describe('sign-up on a phone (page)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('English: /signup page, optional steps skipped, activation reminder with resend', async ({
    page,
    baseURL,
  }) => {
    await gotoIn(page, baseURL!, 'en', '/');
    await page.waitForLoadState('networkidle');
    await heroCta(page, 'en').click();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: s('en', 'title') })).toBeVisible();
    await page.screenshot({ path: 'test-results/signup-page-phone-en.png', fullPage: true });
    await expectAccessible(page);

    const email = uniqueEmail('en');
    await fillAccount(page, 'en', email);
    await page.getByRole('button', { name: s('en', 'account.submit') }).click();
    await expect(page.getByRole('heading', { name: s('en', 'photo.title') })).toBeVisible();
    await skipToComplete(page, 'en');
    await expectAccessible(page);

    await page.getByRole('link', { name: s('en', 'complete.toMembers') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/members');
    const reminder = page.getByTestId('activation-reminder');
    await expect(reminder).toContainText(s('en', 'activation.reminderTitle'));
    await reminder.getByRole('button', { name: s('en', 'activation.resend') }).click();
    await expect(page.getByText(s('en', 'activation.resent').replace('{{email}}', email))).toBeVisible();
    await page.screenshot({ path: 'test-results/activation-reminder-phone-en.png' });
  });
});
