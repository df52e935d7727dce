import { type APIRequestContext } from '@playwright/test';
import { expect, hydrated, test, translation } from './fixtures';
import { creditsOf, phonePage, signUpMember } from './support/members';

// Direct debit end to end (issue 13 item 4, ADR 0021), in English at 390 px: a Dutch member enters the bank
// details, reads the SMS code from the developer SMS outbox (loopback only, like the mailbox), a wrong code
// shows "Code invalid", the right one activates the mandate (only the masked IBAN is shown), and a package paid
// by direct debit through the sandbox provider is credited.

const dd = (key: string) => translation('en', 'directdebit', key);
const PHONE = '+31612345678';

/** The newest code sent to PHONE, from the developer SMS outbox. */
async function smsCode(request: APIRequestContext, after: string | null): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}`);
        const { sms } = (await res.json()) as { sms: { id: string; body: string }[] };
        const newest = sms[0];
        code = newest && newest.id !== after ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000, message: 'an SMS with a code' },
    )
    .not.toBe('');
  return code;
}

async function newestSmsId(request: APIRequestContext): Promise<string | null> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}&limit=1`);
  return ((await res.json()) as { sms: { id: string }[] }).sms[0]?.id ?? null;
}

test('en: details, SMS code from the outbox ("Code invalid" first), mandate, a package paid by direct debit', async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL!, 'en');
  await signUpMember(page, 'Debit', { locale: 'en', gender: 'female', country: 'NL', photo: false });
  const before = await creditsOf(page.request);
  const lastSms = await newestSmsId(page.request);

  await page.goto('/directdebit');
  await hydrated(page);
  await page.getByLabel(dd('form.accountHolder')).fill('Anna de Vries');
  await page.getByLabel(dd('form.iban')).fill('NL91 ABNA 0417 1643 00');
  await page.getByLabel(dd('form.street')).fill('Keizersgracht');
  await page.getByLabel(dd('form.houseNumber')).fill('12a');
  await page.getByLabel(dd('form.zip')).fill('1015 CJ');
  await page.getByLabel(dd('form.city')).fill('Amsterdam');
  await page.getByLabel(dd('form.phone')).fill('06 12345678');
  await page.getByRole('button', { name: dd('form.submit') }).click();

  const code = await smsCode(page.request, lastSms);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const otp = page.getByLabel(dd('code.label'));
  await otp.fill(wrong);
  await page.getByRole('button', { name: dd('code.submit') }).click();
  await expect(page.getByText('Code invalid')).toBeVisible();

  await otp.fill(code);
  await page.getByRole('button', { name: dd('code.submit') }).click();
  await expect(page.getByTestId('dd-mandate')).toHaveText('NL•• •••• •••• ••43 00 · Anna de Vries');
  await expect(page.locator('body')).not.toContainText('0417 1643');

  const smallest = page.locator('[data-tier="p0"]');
  await expect(smallest).toContainText(/25 credits · €\d/);
  await smallest.click();
  await page.getByRole('checkbox', { name: /I authorise the collection/ }).check();
  await page.getByRole('button', { name: /^Buy for €/ }).click();
  await expect(page.getByText(/^Done: \d+ credits have been added to your account\.$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => creditsOf(page.request)).toBeGreaterThan(before);
});
