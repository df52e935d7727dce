import { type APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, hydrated, test } from './fixtures';
import { signUpThroughApi } from './support/api-members';
import {
  CLIENT,
  OPERATOR,
  buyCredits,
  creditsOf,
  findFictionalProfile,
  phonePage,
  png,
  signUpMember,
} from './support/members';
import { authenticatorCode, newOperator } from './support/operators';

// Issue 15 (foundation): an operator created by `pnpm operator:create` logs in to the console at /operator with
// password and TOTP, approves one photo a member uploaded and rejects another with a reason; the member's own
// view and another member's view change at once, and the audit log shows both decisions.

async function uploadPhoto(request: APIRequestContext, colour: string): Promise<string> {
  const res = await request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await png(colour) } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { photo: { id: string } }).photo.id;
}

async function ownPhotoStatuses(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/user.php', { headers: CLIENT });
  const { user } = (await res.json()) as { user: { profile: { photos: { id: string; status: string }[] } } };
  return Object.fromEntries(user.profile.photos.map((p) => [p.id, p.status]));
}

async function visiblePhotoIds(request: APIRequestContext, memberId: string): Promise<string[] | null> {
  const res = await request.get(`/api/member.php?id=${memberId}`, { headers: CLIENT });
  if (res.status() !== 200) return null;
  return ((await res.json()) as { profile: { photos: { id: string }[] } }).profile.photos.map((p) => p.id);
}

test('an operator created by the CLI logs in with TOTP, approves and rejects photos, and the audit log shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const op = newOperator(baseURL!, 'ops');
  const { email, password } = op;
  expect(op.roles).toEqual(['admin', 'moderator']);
  expect(op.otpauth_uri).toContain(`secret=${op.totp_secret}`);

  // A member uploads two photos; another member looks at the profile.
  const owner = await playwright.request.newContext({ baseURL });
  const viewer = await playwright.request.newContext({ baseURL });
  const profile = await signUpThroughApi(owner, 'operator', `owner${stamp}`, 'female');
  await signUpThroughApi(viewer, 'operator', `viewer${stamp}`, 'male');
  const first = await uploadPhoto(owner, '#c06080');
  const second = await uploadPhoto(owner, '#4080c0');
  expect(await ownPhotoStatuses(owner)).toEqual({ [first]: 'pending', [second]: 'pending' });
  expect(await visiblePhotoIds(viewer, profile.id)).not.toEqual(expect.arrayContaining([first]));

  // The console is never indexed.
  const answer = await page.goto('/operator/');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from the authenticator app').fill(authenticatorCode(op.totp_secret));
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Log in' }).click();

  // The queue, oldest first: the member's first photo comes before the second, each with its age.
  await expect(page.getByRole('heading', { name: 'Photo queue' })).toBeVisible();
  const cards = page.getByRole('listitem', { name: `Photo of ${profile.name}` });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(/Waiting \d+ (s|min)/);
  await expectNoSeriousAxeViolations(page);

  await cards.first().getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').first()).toContainText(`Approved: photo of ${profile.name}`);
  await expect(cards).toHaveCount(1);
  // At once: the other member sees the approved photo, the owner sees it approved.
  expect(await visiblePhotoIds(viewer, profile.id)).toEqual([first]);

  await cards.first().getByRole('button', { name: 'Reject…' }).click();
  await cards
    .first()
    .getByLabel(/Reason/)
    .fill('Shows a screenshot, not the member');
  await cards.first().getByRole('button', { name: 'Reject photo' }).click();
  await expect(cards).toHaveCount(0);
  expect(await ownPhotoStatuses(owner)).toEqual({ [first]: 'approved', [second]: 'rejected' });
  expect(await visiblePhotoIds(viewer, profile.id)).toEqual([first]);

  // The audit log: both decisions, by this operator, with the reason.
  await page.getByRole('button', { name: 'Audit log' }).click();
  await page.getByLabel('Actor').fill(`operator:${email}`);
  await page.getByLabel('Action').fill('photo.*');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'photo.approve' }).filter({ hasText: first })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'photo.reject' }).filter({ hasText: second })).toContainText(
    'Shows a screenshot, not the member',
  );
  await expectNoSeriousAxeViolations(page);

  await owner.dispose();
  await viewer.dispose();
});

// Issue 15 items 4 and 5 (ADR 0037): an operator of roles host and finance, created by the CLI, works at 390 px:
// answers a member's message as a fictional profile in the host inbox (the member sees it arrive live, marked
// fictional), then finds the member by e-mail and refunds their order (balance and ledger change, audit row).
test('a host answers as a fictional profile in the inbox and finance refunds the member’s order', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const op = newOperator(baseURL!, 'hostfin', 'host,finance');
  const { email, password } = op;
  expect(op.roles).toEqual(['host', 'finance']);

  // A member buys credits and writes to a fictional profile, then waits in the chat.
  const member = await phonePage(browser, baseURL!, 'en');
  const hanna = await signUpMember(member, 'Hanna', { locale: 'en', gender: 'female' });
  const bought = await buyCredits(member.request);
  const fictional = await findFictionalProfile(member.request);
  const sent = await member.request.post('/api/messages.php', {
    headers: CLIENT,
    data: {
      profile: fictional.id,
      kind: 'text',
      body: `Hi, how are you? ${stamp}`,
      client_id: `e2e-${stamp}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await member.goto(`/members/${fictional.id}/chat`);
  await hydrated(member);
  await expect(member.getByTestId('message').filter({ hasText: `Hi, how are you? ${stamp}` })).toBeVisible();
  const afterMessage = await creditsOf(member.request);

  // The operator, on a phone too.
  const ops = await phonePage(browser, baseURL!, 'en');
  await ops.goto('/operator/');
  await ops.getByLabel('E-mail address').fill(email);
  await ops.getByLabel('Password').fill(password);
  await ops.getByLabel('Code from the authenticator app').fill(authenticatorCode(op.totp_secret));
  await ops.getByRole('button', { name: 'Log in' }).click();
  const nav = ops.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('button')).toHaveText(['Host inbox', 'Finance']);

  // Host inbox: the member's message beside the fictional profile, the rules on screen, no e-mail address.
  await expect(ops.getByRole('heading', { name: 'Host inbox' })).toBeVisible();
  await expect(ops.getByText('Disclosure rules')).toBeVisible();
  const pick = ops.getByRole('button', { name: new RegExp(`${hanna.name} → ${fictional.name}`) });
  await pick.click();
  await expect(pick).toContainText(/waiting \d+ (s|min)/);
  await expect(ops.getByText(`Hi, how are you? ${stamp}`)).toBeVisible();
  await expect(ops.getByRole('main')).not.toContainText(hanna.email);
  expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(ops);
  await ops.getByLabel(`Reply as ${fictional.name}`).fill(`Fine, thank you! ${stamp}`);
  await ops.getByRole('button', { name: 'Send reply' }).click();
  await expect(ops.getByRole('status').first()).toContainText(`Sent as ${fictional.name}`);
  // Live at the member, from the profile marked fictional; the reply was free for the member.
  await expect(member.getByTestId('message').filter({ hasText: `Fine, thank you! ${stamp}` })).toBeVisible();
  await expect(member.getByTestId('chat-fictional')).toBeVisible();
  expect(await creditsOf(member.request)).toBe(afterMessage);

  // Finance: the member by e-mail, the paid order refunded with a reason.
  await nav.getByRole('button', { name: 'Finance' }).click();
  await ops.getByLabel('Member id or e-mail address').fill(hanna.email);
  await ops.getByRole('button', { name: 'Find' }).click();
  const orders = ops.getByRole('table', { name: 'Orders, newest first' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expectNoSeriousAxeViolations(ops);
  await orders.getByRole('button', { name: 'Refund…' }).click();
  await orders.getByLabel('Reason for the refund').fill('Bought by mistake (e2e)');
  await orders.getByRole('button', { name: /^Refund \d/ }).click();
  await expect(ops.getByRole('status').first()).toContainText('Refunded:');
  await expect(orders).toContainText('refunded');
  const ledger = ops.getByRole('table', { name: /Ledger/ });
  await expect(ledger.getByRole('row').filter({ hasText: 'Bought by mistake (e2e)' })).toContainText(
    'refund',
  );
  // The balance: what the order brought is taken back, as far as it is still there.
  expect(await creditsOf(member.request)).toBe(Math.max(0, afterMessage - bought));
  const audit = await ops.request.get(
    `/api/operator/audit-log.php?action=payment.refund&actor=${encodeURIComponent(`operator:${email}`)}`,
    { headers: OPERATOR },
  );
  const rows = ((await audit.json()) as { rows: { data: { reason: string } }[] }).rows;
  expect(rows.map((r) => r.data.reason)).toEqual(['Bought by mistake (e2e)']);
  await expectNoSeriousAxeViolations(ops);
  await member.context().close();
  await ops.context().close();
});
