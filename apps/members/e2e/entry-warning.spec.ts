import { expect, expectAccessible, heroCta, hydrated, pageIn, test, translation } from './fixtures';

// Spec §2 "Site-entry warning": once, for visitors whose selected country is on the site's list (the demo
// site lists NL and DE; the country comes from the browser's language region here).
const title = (locale: 'de' | 'nl') => translation(locale, 'common', 'entryWarning.title');

test('a visitor from Germany reads the entry warning once, in German, and it stays away after', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageIn(browser, baseURL, 'de-DE', '/');
  const dialog = page.getByRole('dialog', { name: title('de') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(translation('de', 'common', 'entryWarning.credits'));
  await expect(dialog).toContainText(translation('de', 'common', 'disclaimer.fictional'));
  await expect(
    dialog.getByRole('img', { name: translation('de', 'common', 'disclaimer.fictionalIcon') }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/entry-warning-de.png', animations: 'disabled' });
  await expectAccessible(page);

  // Keyboard only: focus is in the dialog; Tab reaches "Verstanden", Enter closes it.
  const confirm = dialog.getByRole('button', { name: translation('de', 'common', 'entryWarning.confirm') });
  for (let i = 0; i < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // Stored: another page load does not bring it back (the sign-up modal opening shows the page is live and listening).
  await page.reload();
  await hydrated(page);
  await heroCta(page, 'de').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect(page.getByRole('dialog', { name: title('de') })).toHaveCount(0);
  await context.close();
});

test('it is not shown on reset-password, nor to a visitor from a country not on the list', async ({
  browser,
  baseURL,
}) => {
  const { context: dutch, page } = await pageIn(browser, baseURL, 'nl-NL', '/reset-password');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: title('nl') })).toHaveCount(0);
  // The same visitor on the home page does get it (so the check above is not vacuous).
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: title('nl') })).toBeVisible();
  await dutch.close();

  const { context: polish, page: pl } = await pageIn(browser, baseURL, 'pl-PL', '/');
  await hydrated(pl);
  await heroCta(pl, 'pl').click();
  await expect(pl.getByTestId('signup-modal')).toBeVisible();
  await expect(
    pl.getByRole('dialog', { name: translation('pl', 'common', 'entryWarning.title') }),
  ).toHaveCount(0);
  await polish.close();
});
