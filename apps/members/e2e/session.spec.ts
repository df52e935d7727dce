import { expect, hydrated, test } from './fixtures';

const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };

test.describe('session and navigation', () => {
  test('the progress bar shows while navigating', async ({ page }) => {
    await page.goto('/');
    // Slow the next page's server-component payload down so the bar is observable.
    await page.route(/_rsc=|\/login/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const bar = page.getByTestId('top-progress-bar');
    // Before hydration the click would be a full page load, which shows no bar.
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /log in|login/i })
      .first()
      .click();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(page).toHaveURL(/\/login/);
    await expect(bar).not.toHaveAttribute('data-state', 'loading');
  });

  test('the demo member logs in, reaches member-only pages and logs out', async ({ page }) => {
    await page.goto('/login?redirect=/profile');
    await page.getByLabel(/e-?mail/i).fill(DEMO.email);
    await page.getByLabel(/password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /log in|login/i }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await page.goto('/chats');
    await expect(page).toHaveURL((url) => url.pathname === '/chats');
    // Logged-in members opening the home page go to /members.
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/members');
  });
});
