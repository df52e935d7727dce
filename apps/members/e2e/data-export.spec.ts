import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, hydrated, test, translation } from './fixtures';
import { CLIENT, OPERATOR, mailPath, phonePage, signUpMember } from './support/members';

// "Download my data" end to end in Dutch (issue 15 item 7, ADR 0036), on a phone: a member with a photo and a
// conversation asks for the ZIP in /notifications, the mail with the link arrives in the local mailbox, the
// link's page offers the file, and the file holds her profile, her photo and her message. A second request the
// same day is refused with the time the next one is possible. axe on the settings section and the download page.

const tr = (key: string) => translation('nl', 'data-export', key);

/** The entries of a ZIP (local file headers; stored or deflated), as the member would unpack it. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at = start + size;
  }
  return files;
}

test('a Dutch member downloads her data from the mailed link', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const page = await phonePage(browser, baseURL!, 'nl');
  const me = await signUpMember(page, 'Noor', { locale: 'nl', gender: 'female' });
  const other = await phonePage(browser, baseURL!, 'nl');
  const bram = await signUpMember(other, 'Bram', { locale: 'nl', gender: 'male' });
  const goodwill = await page.request.post('/api/operator/goodwill.php', {
    headers: OPERATOR,
    data: { user_id: me.id, credits: 10, reason: 'e2e: data export', idempotency_key: `e2e-${me.id}` },
  });
  expect(goodwill.status(), await goodwill.text()).toBe(200);
  const sent = await page.request.post('/api/messages.php', {
    headers: CLIENT,
    data: {
      profile: bram.id,
      kind: 'text',
      body: 'Hoi Bram, zin in een wandeling?',
      client_id: randomUUID(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto('/notifications');
  await hydrated(page);
  const section = page.getByTestId('data-export');
  await expect(section.getByRole('heading', { name: tr('section.title') })).toBeVisible();
  await section.getByRole('button', { name: tr('section.button') }).click();
  await expect(page.getByText(tr('section.requested'))).toBeVisible();
  await expectAccessible(page);

  const link = await mailPath(page.request, me.email, 'data_export');
  expect(link).toMatch(/^\/data-export\?token=[\w-]{43}$/);
  // Once a day: a second request is refused, with when the next one is possible.
  const again = await page.request.post('/api/data-export.php', { headers: CLIENT, data: {} });
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { error: { params: { next_at: string } } }).error.params.next_at).toMatch(
    /^\d{4}-/,
  );

  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: tr('download.title') })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('data-export-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile((await download.path())!));
  const profile = JSON.parse(files.get('profile.json')!.toString('utf8')) as {
    account: { email: string; language: string };
    profile: { name: string };
  };
  expect(profile.account).toMatchObject({ email: me.email, language: 'nl' });
  expect(profile.profile.name).toBe('Noor');
  const photos = [...files.keys()].filter((n) => n.startsWith('photos/'));
  expect(photos).toHaveLength(1);
  // The stored WebP itself: RIFF….WEBP.
  expect(files.get(photos[0]!)!.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const messages = files.get('messages.json')!.toString('utf8');
  expect(messages).toContain('Hoi Bram, zin in een wandeling?');
  expect(messages).not.toContain(bram.email);

  // Another member cannot use the link: the translated "expired" page.
  await other.goto(link);
  await hydrated(other);
  await expect(other.getByRole('heading', { level: 1, name: tr('download.expiredTitle') })).toBeVisible();
  await expect(other.getByTestId('data-export-expired')).toContainText(tr('download.expired'));
});
