import { type Page } from '@playwright/test';
import { expect, expectAccessible, gotoIn, type Locale, test } from './fixtures';

const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };

// axe: no serious or critical violation on each screen of this issue, logged out and logged in.
const VISITOR_SCREENS = [
  '/',
  '/login',
  '/members',
  '/signup',
  '/premium',
  '/pages/terms',
  '/pages/faq',
  '/landers/gallery',
  '/members/42/landing',
  '/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
];
const MEMBER_SCREENS = ['/members', '/profile', '/chats', '/chats/7', '/likes/received', '/credits'];

/** The demo member logs in through the form in `locale` (`password` finds the password field by its label). */
async function logInDemo(page: Page, baseURL: string, locale: Locale, password: RegExp) {
  await gotoIn(page, baseURL, locale, '/login');
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(password).fill(DEMO.password);
  await page.locator('form').getByRole('button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/members');
}

test.describe('accessibility', () => {
  for (const route of VISITOR_SCREENS) {
    test(`visitor: ${route}`, async ({ page, baseURL }) => {
      await gotoIn(page, baseURL!, 'en', route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('member screens', async ({ page, baseURL }) => {
    await logInDemo(page, baseURL!, 'de', /passwort/i);
    for (const route of MEMBER_SCREENS) {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expectAccessible(page);
    }
  });

  test('the account menu works with the keyboard', async ({ page, baseURL }) => {
    await logInDemo(page, baseURL!, 'en', /password/i);
    const trigger = page.getByRole('button', { name: /account menu/i });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    // Logging out from the menu goes to the home page and ends the session.
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
