import { type APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, setLocale, test } from './fixtures';
import { BIRTH, uploadApprovedPhoto } from './support/api-members';
import { CLIENT, postSignup, uniqueStamp } from './support/members';
import { authenticatorCode, newOperator } from './support/operators';

// Issue 15 items 2 and 3 (ADR 0034): a member reports a profile in Italian, a moderator created by the CLI bans
// that member in the console at /operator, and the banned member's next page lands on /pages/ban; the reporter
// gets the confirmation and the statement of reasons in Italian.

const PASSWORD = 'reports-password-1';

/** A fresh member signed up through the API in `request`'s session, with a known address. */
async function signUp(
  request: APIRequestContext,
  label: string,
  gender: 'male' | 'female',
  language: string,
) {
  const email = `reports-${label}-${uniqueStamp()}@example.com`;
  const { profile } = await postSignup(request, {
    email,
    name: `Reports ${label}`,
    password: PASSWORD,
    date_of_birth: BIRTH,
    gender,
    language,
  });
  return { id: profile.id, name: profile.name, email };
}

test('a member reports a profile in Italian, a moderator bans it, the banned member lands on /pages/ban', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

  // The member who will be reported: an active profile (approved photo) with a live session.
  const reportedCtx = await browser.newContext();
  const reportedPage = await reportedCtx.newPage();
  const reported = await signUp(reportedPage.request, `target${stamp}`, 'female', 'en');
  await uploadApprovedPhoto(reportedPage.request, '#a05070');

  // The reporter, in Italian.
  const reporterCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reporterPage = await reporterCtx.newPage();
  const reporter = await signUp(reporterPage.request, `reporter${stamp}`, 'male', 'it');
  await setLocale(reporterPage, baseURL!, 'it');

  await reporterPage.goto(`/members/${reported.id}`);
  await reporterPage.getByRole('button', { name: `Segnala ${reported.name}` }).click();
  const dialog = reporterPage.getByRole('dialog', { name: `Segnala ${reported.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Profilo falso o truffa' }).check();
  await dialog.getByLabel(/Cosa è successo/).fill('Mi ha chiesto soldi per un biglietto aereo.');
  await expectNoSeriousAxeViolations(reporterPage);
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(reporterPage.getByTestId('report-sent')).toContainText('ti abbiamo inviato una conferma');

  // The moderator bans the member in the console.
  const op = newOperator(baseURL!, 'mod', 'moderator');
  const { email: opEmail, password: opPassword } = op;
  const opCtx = await browser.newContext();
  const opPage = await opCtx.newPage();
  await opPage.goto('/operator/');
  await opPage.getByLabel('E-mail address').fill(opEmail);
  await opPage.getByLabel('Password').fill(opPassword);
  await opPage.getByLabel('Code from the authenticator app').fill(authenticatorCode(op.totp_secret));
  await opPage.getByRole('button', { name: 'Log in' }).click();
  await opPage.getByRole('button', { name: 'Reports', exact: true }).click();
  const card = opPage.getByRole('listitem', { name: `Report about ${reported.name}` });
  await expect(card).toContainText('Fake profile or scam');
  await expect(card).toContainText('(it) from the profile');
  await expect(card).toContainText('Mi ha chiesto soldi per un biglietto aereo.');
  await expect(card).toContainText('No messages attached.');
  await expectNoSeriousAxeViolations(opPage);
  await card.getByLabel(/Facts for the statement/).fill('Asked several members for money.');
  await card.getByRole('button', { name: 'Ban…' }).click();
  await card.getByRole('button', { name: 'Confirm ban' }).click();
  await expect(opPage.getByRole('status').first()).toContainText(`Banned: ${reported.name}`);

  // The banned member's next page: the ban page, and the login is refused.
  await reportedPage.goto('/members');
  await expect(reportedPage).toHaveURL(/\/pages\/ban$/);
  await expect(reportedPage.getByRole('heading', { level: 1, name: 'Ban policy' })).toBeVisible();
  // Logging in again with the right password answers the ban, and the site shows the ban page.
  // (on another browser: with the revoked cookie every page leads to the ban page, /login included)
  await reportedCtx.clearCookies();
  await reportedPage.goto('/login');
  await reportedPage.getByLabel(/e-?mail/i).fill(reported.email);
  await reportedPage.getByLabel(/password/i).fill(PASSWORD);
  await reportedPage.getByRole('button', { name: /log in|login/i }).click();
  await expect(reportedPage).toHaveURL(/\/pages\/ban$/);
  const login = await reportedPage.request.post('/api/user.php', {
    headers: CLIENT,
    data: { email: reported.email, password: PASSWORD },
  });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { error: { code: string } }).error.code).toBe('account_banned');

  // The reporter's mails, in Italian: the confirmation, then the statement of reasons.
  await expect
    .poll(async () => {
      const res = await reporterPage.request.get(
        `/api/dev/mailbox.json?to=${encodeURIComponent(reporter.email)}`,
      );
      const { mails } = (await res.json()) as { mails: { kind: string; subject: string }[] };
      return mails
        .filter((m) => m.kind.startsWith('report_'))
        .map((m) => `${m.kind}: ${m.subject}`)
        .sort();
    })
    .toEqual([
      expect.stringMatching(/^report_decided: La nostra decisione sulla tua segnalazione/),
      expect.stringMatching(/^report_received: Abbiamo ricevuto la tua segnalazione/),
    ]);

  await reportedCtx.close();
  await reporterCtx.close();
  await opCtx.close();
});
