import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, gotoIn, setLocale, test, translation, type Locale } from './fixtures';
import { postSignup } from './support/members';

// The accounts issue end to end, on a member of its own (created through the API and activated through the
// dev mailbox), so the demo member other specs log in with is never touched.

interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: string;
  links: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label: the translated text at its start (the required marker may follow). */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The newest mail of `kind` to `to` after `after` (ISO), waiting for it to arrive. */
async function mailLink(
  request: APIRequestContext,
  to: string,
  kind: string,
  after: string,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { mails } = (await res.json()) as { mails: MailboxItem[] };
        const mail = mails.find((m) => m.kind === kind && m.createdAt >= after);
        link = mail?.links.find((l) => /token=/.test(l)) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .not.toBe('');
  // The mail links to PUBLIC_URL, which is this server; keep only the path so the page stays on baseURL.
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function createMember(request: APIRequestContext, locale: Locale, email: string, password: string) {
  const started = new Date(Date.now() - 1000).toISOString();
  await postSignup(request, { email, name: `Tester ${locale.toUpperCase()}`, password, language: locale });
  const activation = await mailLink(request, email, 'activation', started);
  const activated = await request.get(activation, { maxRedirects: 0 });
  expect(activated.status()).toBeLessThan(400);
  // The sign-up session of the API context is not the browser's: log it out.
  await request.get('/api/logout.php', { headers: { 'X-Request-Type': 'client' } });
}

async function logIn(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(labelled(translation(locale, 'common', 'login.email'))).fill(email);
  await page.getByLabel(labelled(translation(locale, 'common', 'login.password'))).fill(password);
  await page.getByRole('button', { name: translation(locale, 'common', 'login.submit') }).click();
}

for (const locale of ['en', 'fr'] as const) {
  test(`account life cycle in ${locale}`, async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const a = (key: string) => translation(locale, 'account', key);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `acct-${locale}-${stamp}@example.com`;
    const newEmail = `acct-${locale}-${stamp}-new@example.com`;
    const firstPassword = 'first-password-1';
    const secondPassword = 'second-password-2';
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/account-${locale}-${name}.png`, fullPage: true });

    await createMember(request, locale, email, firstPassword);
    await setLocale(page, baseURL!, locale);

    // A failed login, then the real one.
    await page.goto('/login');
    await logIn(page, locale, email, 'not-the-password');
    await expect(page.locator('#login-error')).toHaveText(translation(locale, 'common', 'login.failed'));
    await shot('login-failed');
    await logIn(page, locale, email, firstPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/members');

    // Preferences persist after a reload.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation(locale, 'common', 'screens.notifications'),
    );
    const news = page.getByRole('checkbox', { name: a('settings.email.news') });
    const pushLike = page
      .getByTestId('push-preferences')
      .getByRole('checkbox', { name: a('settings.push.like') });
    await expect(news).toBeChecked();
    // Saved through the query cache, which notifies a tick after the click: click, then assert (web-first).
    await news.click();
    await expect(news).not.toBeChecked();
    await pushLike.click();
    await expect(pushLike).not.toBeChecked();
    await expect(page.getByTestId('push-preferences').getByRole('status')).toHaveText(a('settings.saved'));
    await expectAccessible(page);
    await shot('settings');
    await page.reload();
    await expect(news).not.toBeChecked();
    await expect(pushLike).not.toBeChecked();
    await expect(
      page.getByTestId('email-preferences').getByRole('checkbox', { name: a('settings.email.new_messages') }),
    ).toBeChecked();

    // Log out through the account menu: back to the home page.
    await page.getByTestId('account-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: translation(locale, 'common', 'nav.logout') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Forgotten password: request a link, follow it, set a new password.
    await page.goto('/login');
    await page.getByRole('link', { name: translation(locale, 'common', 'login.forgot') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
    const resetAsked = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel(labelled(a('fields.email'))).fill(email);
    await expectAccessible(page);
    await page.getByRole('button', { name: a('resetRequest.submit') }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(email);
    await shot('reset-sent');
    await page.goto(await mailLink(request, email, 'reset', resetAsked));
    await page.getByLabel(labelled(a('fields.newPassword'))).fill(secondPassword);
    await page.getByLabel(labelled(a('fields.repeatPassword'))).fill(`${secondPassword}x`);
    await page.getByRole('button', { name: a('resetDo.submit') }).click();
    await expect(page.getByText(a('validation.passwordsDiffer'))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(labelled(a('fields.repeatPassword'))).fill(secondPassword);
    await page.getByRole('button', { name: a('resetDo.submit') }).click();
    await expect(page.getByTestId('reset-done')).toHaveText(a('resetDo.done'));
    await shot('reset-done');
    await page
      .getByRole('main')
      .getByRole('link', { name: a('resetDo.login') })
      .click();
    await expect(page.getByTestId('login-notice')).toHaveText(a('login.reset'));
    await logIn(page, locale, email, secondPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/members');

    // Change the e-mail address through the link mailed to the new address.
    await page.goto('/notifications');
    const mailForm = page.getByTestId('change-email');
    const mailAsked = new Date(Date.now() - 1000).toISOString();
    await mailForm.getByLabel(labelled(a('mailChange.newEmail'))).fill(newEmail);
    await mailForm.getByLabel(labelled(a('fields.currentPassword'))).fill(secondPassword);
    await mailForm.getByRole('button', { name: a('mailChange.submit') }).click();
    await expect(page.getByTestId('mail-change-sent')).toContainText(newEmail);
    await page.goto(await mailLink(request, newEmail, 'mail_change', mailAsked));
    await expect(page.getByTestId('mail-change-done')).toHaveText(a('mailChange.confirmed'));
    await shot('mail-change-done');

    // Delete the account with reasons.
    await page.goto('/notifications');
    const deletion = page.getByTestId('delete-account');
    await deletion.getByRole('checkbox', { name: a('deletion.reason.time') }).check();
    await deletion.getByRole('checkbox', { name: a('deletion.reason.other') }).check();
    await deletion.getByLabel(labelled(a('deletion.remarks'))).fill('End-to-end test');
    await deletion.getByLabel(labelled(a('fields.currentPassword'))).fill(secondPassword);
    const deleteAsked = new Date(Date.now() - 1000).toISOString();
    await deletion.getByRole('button', { name: a('deletion.submit') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The seeded site has a 50 % delete discount: its offer comes first. Accepting saves a personal code
    // and keeps the account; the member then deletes after all and declines the offer.
    await expect(dialog).toContainText(a('deletion.offerTitle').replace('{{percent}}', '50'));
    await dialog
      .getByRole('button', { name: a('deletion.offerAccept').replace('{{percent}}', '50') })
      .click();
    await expect(dialog.getByTestId('delete-discount-code')).toContainText(/STAY-[A-Z2-9]{8}/);
    await shot('delete-discount-granted');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('deletion.grantedClose') }).click();
    await expect(dialog).toHaveCount(0);
    await deletion.getByRole('button', { name: a('deletion.submit') }).click();
    await dialog.getByRole('button', { name: a('deletion.offerDecline') }).click();
    await expect(dialog).toContainText(a('deletion.confirmBody'));
    await shot('delete-confirm');
    await dialog.getByRole('button', { name: a('deletion.confirm') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account-deleted');
    await expect(page.getByText(a('deleted.reactivate'))).toBeVisible();
    await expectAccessible(page);
    await shot('account-deleted');

    // Logging in now says the account is pending deletion.
    await page.goto('/login');
    await logIn(page, locale, newEmail, secondPassword);
    await expect(page.locator('#login-error')).toContainText(a('login.pendingDeletion'));

    // The reactivation link logs the member in again.
    await page.goto(await mailLink(request, newEmail, 'reactivation', deleteAsked));
    await expect(page).toHaveURL((url) => url.pathname === '/members');
    await shot('reactivated');
  });
}

test('a failed reactivation link explains itself on the login page', async ({ page }) => {
  await page.goto('/login?reactivation=failed');
  await expect(page.getByTestId('login-notice')).toHaveText(
    new RegExp(escapeRegExp(translation('en', 'account', 'login.reactivationFailed'))),
  );
});

test('an invalid reset link offers a new e-mail', async ({ page }) => {
  await page.goto(`/reset-password/do?token=${'z'.repeat(40)}`);
  await page.getByLabel(labelled(translation('en', 'account', 'fields.newPassword'))).fill('long-enough-1');
  await page
    .getByLabel(labelled(translation('en', 'account', 'fields.repeatPassword')))
    .fill('long-enough-1');
  await page.getByRole('button', { name: translation('en', 'account', 'resetDo.submit') }).click();
  await expect(page.getByTestId('reset-invalid')).toHaveText(translation('en', 'account', 'resetDo.invalid'));
  await expect(
    page.getByRole('link', { name: translation('en', 'account', 'resetDo.requestNew') }),
  ).toHaveAttribute('href', '/reset-password');
  await expectAccessible(page);
});

test('an attacker locks the account; the owner unlocks it with the mailed link and is logged in (de)', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const locale = 'de';
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `unlock-${stamp}@example.com`;
  const password = 'owner-password-1';
  await createMember(request, locale, email, password);
  const lockedAt = new Date(Date.now() - 1000).toISOString();
  // Ten wrong passwords from ten addresses (the front door's loopback client may name the hop behind it), from a
  // browser of the attacker's own: `request` signed the member up, so it holds the member's device cookie.
  const attacker = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 10; i++) {
    await attacker.post('/api/user.php', {
      headers: { 'X-Request-Type': 'client', 'X-Forwarded-For': `198.51.100.${i + 1}` },
      data: { email, password: 'attacker-guess-1' },
    });
  }
  await attacker.dispose();
  await gotoIn(page, baseURL!, locale, '/login');
  await logIn(page, locale, email, password);
  await expect(page.locator('#login-error')).toContainText(
    translation(locale, 'account', 'login.lockedHelp'),
  );

  await page.goto(await mailLink(request, email, 'unlock', lockedAt));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation(locale, 'common', 'screens.unlock'),
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: translation(locale, 'account', 'unlock.submit') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/members');
});

test('a used or invalid unlock link says so and offers the login', async ({ page }) => {
  await page.goto(`/unlock?token=${'z'.repeat(43)}`);
  await page.getByRole('button', { name: translation('en', 'account', 'unlock.submit') }).click();
  await expect(page.getByTestId('unlock-invalid')).toHaveText(translation('en', 'account', 'unlock.invalid'));
  await expect(
    page.getByRole('link', { name: translation('en', 'account', 'unlock.login') }),
  ).toHaveAttribute('href', '/login');
});
