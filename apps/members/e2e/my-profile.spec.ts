import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, gotoIn, setLocale, test, translation, type Locale } from './fixtures';

// "My profile" end to end: a fresh free member adds a photo while signing up, then on /profile uploads a PNG and
// a WebP, makes one private, chooses the main photo, reorders, sees the fourth upload refused, fills the profile
// in English and in German, and the operator approves the photos. Served renditions carry no metadata.

// The image tools live with the API (sharp makes the fixtures, exifr proves the fixture really has GPS).
const apiRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'),
);
interface SharpChain {
  jpeg(o?: { quality?: number }): SharpChain;
  png(): SharpChain;
  webp(): SharpChain;
  withExif(exif: Record<string, Record<string, string>>): SharpChain;
  toBuffer(): Promise<Buffer>;
}
type SharpInput = { create: { width: number; height: number; channels: 3 | 4; background: string } };
const sharp = apiRequire('sharp') as (input: Buffer | SharpInput, o?: { raw: object }) => SharpChain;
const exifr = apiRequire('exifr') as {
  gps(data: Buffer): Promise<{ latitude: number; longitude: number } | undefined>;
};

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';
const PASSWORD = 'a-long-enough-password';

const tr = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    translation(locale, 'editor', key),
  );
const s = (key: string) => translation('en', 'signup', key);
const errorText = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    translation('en', 'errors', key),
  );

/** A photo-like JPEG (noise) carrying GPS coordinates and a camera model. */
function jpegWithGps(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'E2E Cam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .toBuffer();
}
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Metadata containers of a served rendition: RIFF chunks of a WebP, APPn segments of a JPEG. */
function metadataBlocks(data: Buffer): string[] {
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    const chunks: string[] = [];
    for (let at = 12; at + 8 <= data.length;) {
      const fourcc = data.subarray(at, at + 4).toString('latin1');
      const size = data.readUInt32LE(at + 4);
      chunks.push(fourcc);
      if (fourcc === 'VP8X' && (data[at + 8]! & 0x0c) !== 0) chunks.push('VP8X-flags-exif-or-xmp');
      at += 8 + size + (size % 2);
    }
    return chunks.filter((c) => c === 'EXIF' || c === 'XMP ' || c === 'VP8X-flags-exif-or-xmp');
  }
  const found: string[] = [];
  for (let at = 2; at + 4 <= data.length && data[at] === 0xff;) {
    const marker = data[at + 1]!;
    if (marker === 0xda) break;
    if (marker === 0xe1) found.push('APP1');
    at += 2 + data.readUInt16BE(at + 2);
  }
  return found;
}

async function signUp(page: Page, email: string) {
  await page.getByRole('radio', { name: s('account.woman'), exact: true }).check();
  await page.getByRole('radio', { name: s('account.men'), exact: true }).check();
  await page.locator('#signup-name').fill('Profiletester');
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-dob').fill('1991-03-04');
  await page.getByRole('button', { name: s('account.submit') }).click();
  await expect(page.getByRole('heading', { name: s('photo.title') })).toBeVisible();
}

/** Chooses files through the drop zone (a button that opens the file picker). */
async function chooseFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  byKeyboard = false,
) {
  const zone = page.getByTestId('photo-drop-zone');
  const chooser = page.waitForEvent('filechooser');
  if (byKeyboard) {
    await zone.focus();
    await page.keyboard.press('Enter');
  } else {
    await zone.click();
  }
  await (await chooser).setFiles(files);
}

const cards = (page: Page) => page.getByTestId('photo-card');
const card = (page: Page, index: number): Locator => cards(page).nth(index);

test('a free member manages photos and fills the profile in two languages', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const [gps, png, webp, fourth] = await Promise.all([
    jpegWithGps(),
    solid(640, 640, '#2a78c8').png().toBuffer(),
    solid(500, 700, '#33aa77').webp().toBuffer(),
    solid(400, 400, '#aa3355').jpeg().toBuffer(),
  ]);
  // The fixture really carries a position: the check on the served renditions below can fail.
  expect((await exifr.gps(gps))?.latitude).toBeCloseTo(52.367, 2);

  await gotoIn(page, baseURL!, 'en', '/signup');
  await signUp(page, `e2e-profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);

  // Sign-up step 1: the same uploader, by keyboard.
  await chooseFiles(page, [{ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: gps }], true);
  const added = page.getByTestId('signup-photos');
  await expect(added.getByRole('img', { name: tr('en', 'photos.alt', { position: 1 }) })).toBeVisible();
  await expect(added.getByText(tr('en', 'photos.badge.pending'), { exact: true })).toBeVisible();
  const complete = page.getByRole('heading', { name: s('complete.title') });
  for (let i = 0; i < 5 && !(await complete.isVisible()); i += 1) {
    await page.getByRole('button', { name: s('actions.skip'), exact: true }).click();
  }
  await expect(complete).toBeVisible();

  await page.goto('/profile');
  await expect(
    page.getByRole('heading', { level: 1, name: translation('en', 'common', 'screens.myProfile') }),
  ).toBeVisible();
  await expect(page.getByTestId('profile-hidden')).toContainText(tr('en', 'visibility.mainPending'));
  await expect(page.getByTestId('photo-count')).toHaveText(tr('en', 'photos.count', { n: 1, limit: 3 }));
  await expect(card(page, 0).getByText(tr('en', 'photos.badge.main'), { exact: true })).toBeVisible();

  // PNG and WebP together: they upload one after the other.
  await chooseFiles(page, [
    { name: 'blue.png', mimeType: 'image/png', buffer: png },
    { name: 'green.webp', mimeType: 'image/webp', buffer: webp },
  ]);
  await expect(page.getByTestId('photo-count')).toHaveText(tr('en', 'photos.count', { n: 3, limit: 3 }));
  await expect(cards(page)).toHaveCount(3);
  const limit = page.getByTestId('photo-limit');
  await expect(limit).toContainText(tr('en', 'photos.limit.title', { limit: 3 }));
  await expect(limit.getByRole('link', { name: tr('en', 'photos.limit.cta') })).toHaveAttribute(
    'href',
    '/premium',
  );

  // Make the PNG private, the WebP main; move the WebP one place earlier by keyboard.
  const pngId = await card(page, 1).getAttribute('data-photo-id');
  const webpId = await card(page, 2).getAttribute('data-photo-id');
  await card(page, 1)
    .getByRole('button', { name: tr('en', 'photos.actions.makePrivate') })
    .click();
  await expect(card(page, 1).getByText(tr('en', 'photos.badge.private'), { exact: true })).toBeVisible();
  await expect(card(page, 1).getByRole('button', { name: tr('en', 'photos.actions.makeMain') })).toHaveCount(
    0,
  );
  await card(page, 2)
    .getByRole('button', { name: tr('en', 'photos.actions.makeMain') })
    .click();
  await expect(card(page, 2).getByText(tr('en', 'photos.badge.main'), { exact: true })).toBeVisible();
  await expect(card(page, 0).getByText(tr('en', 'photos.badge.main'), { exact: true })).toHaveCount(0);
  await card(page, 2)
    .getByRole('button', { name: tr('en', 'photos.actions.moveEarlier') })
    .focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 1)).toHaveAttribute('data-photo-id', webpId!);
  await expect(card(page, 2)).toHaveAttribute('data-photo-id', pngId!);
  await expect(
    card(page, 1).getByRole('button', { name: tr('en', 'photos.actions.moveEarlier') }),
  ).toBeFocused();

  // The fourth photo is refused, in words, both by the page and by the API.
  await chooseFiles(page, [{ name: 'fourth.jpg', mimeType: 'image/jpeg', buffer: fourth }]);
  const refused = page.getByTestId('upload-list').getByRole('alert');
  await expect(refused).toContainText(tr('en', 'photos.upload.failed', { name: 'fourth.jpg' }));
  await expect(refused).toContainText(errorText('photo_limit_reached', { limit: 3 }));
  const direct = await page.request.post('/api/photos.php', {
    multipart: { private: 'false', file: { name: 'fourth.jpg', mimeType: 'image/jpeg', buffer: fourth } },
  });
  expect(direct.status()).toBe(409);
  expect(((await direct.json()) as { error: { code: string; params: unknown } }).error).toMatchObject({
    code: 'photo_limit_reached',
    params: { limit: 3 },
  });

  // Every served rendition has lost its metadata (the JPEG had GPS), and the order and flags are stored.
  const me = await page.request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
  const { user } = (await me.json()) as {
    user: {
      profile: { photos: { id: string; private: boolean; filename: string; thumb_filename: string }[] };
    };
  };
  expect(user.profile.photos.map((p) => p.id)).toEqual([
    await card(page, 0).getAttribute('data-photo-id'),
    webpId,
    pngId,
  ]);
  expect(user.profile.photos.find((p) => p.id === pngId)?.private).toBe(true);
  for (const photo of user.profile.photos) {
    for (const url of [photo.filename, photo.thumb_filename]) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      const body = await res.body();
      expect(metadataBlocks(body), url).toEqual([]);
      expect(body.includes('Exif'), url).toBe(false);
    }
  }

  // The profile in English: a wrong date first, then every section.
  await page.getByLabel(tr('en', 'form.about.name'), { exact: true }).fill('Profile Tester');
  const dob = page.locator('#profile-date_of_birth');
  await dob.fill('2030-01-01');
  await page.getByRole('button', { name: tr('en', 'form.save') }).click();
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(errorText('invalid_date_of_birth'))).toBeVisible();
  await expect(dob).toBeFocused();
  await dob.fill('1990-07-08');
  await page.getByLabel(tr('en', 'form.about.bio')).fill('I like long walks and good food.');
  await page.getByLabel(tr('en', 'form.where.country'), { exact: true }).selectOption('PL');
  const voivodeship = page.getByLabel(translation('en', 'profile', 'regionTerm.voivodeship'));
  await expect(voivodeship.locator('option')).not.toHaveCount(1);
  await voivodeship.selectOption({ index: 1 });
  const region = await voivodeship.inputValue();
  await page.getByLabel(tr('en', 'form.where.city')).fill('Kraków');
  await page.getByRole('button', { name: translation('en', 'profile', 'interests.hiking') }).click();
  await page.getByRole('button', { name: translation('en', 'profile', 'interests.wine') }).click();
  await page.getByLabel(tr('en', 'form.looks.hairColour')).selectOption('red');
  await page.getByRole('radio', { name: tr('en', 'form.looks.tattoosYes'), exact: true }).check();
  await page.getByLabel(tr('en', 'form.note.label')).fill('Coffee first.');
  await page.getByRole('button', { name: tr('en', 'form.save') }).click();
  await expect(page.getByText(tr('en', 'form.saved'))).toBeVisible();
  await page.screenshot({ path: 'test-results/my-profile-en.png', fullPage: true });
  await expectAccessible(page);

  // German: the same screen after switching the language; the region term follows the country there too.
  await setLocale(page, baseURL!, 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: tr('de', 'photos.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('de', 'form.save') })).toBeVisible();
  await expect(page.getByLabel(tr('de', 'form.about.bio'))).toHaveValue('I like long walks and good food.');
  await expect(page.getByLabel(translation('de', 'profile', 'regionTerm.voivodeship'))).toHaveValue(region);
  await expect(page.getByLabel(tr('de', 'form.where.city'))).toHaveValue('Kraków');
  await expect(
    page.getByRole('button', { name: translation('de', 'profile', 'interests.hiking') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('radio', { name: tr('de', 'form.looks.tattoosYes'), exact: true }),
  ).toBeChecked();
  await expect(card(page, 2).getByText(tr('de', 'photos.badge.private'), { exact: true })).toBeVisible();
  await page.getByLabel(tr('de', 'form.about.bio')).fill('Ich wandere gern und esse gut.');
  await page.getByLabel(tr('de', 'form.where.country'), { exact: true }).selectOption('AT');
  await expect(page.getByLabel(translation('de', 'profile', 'regionTerm.state'))).toHaveValue('');
  await page.getByRole('button', { name: tr('de', 'form.save') }).click();
  await expect(page.getByText(tr('de', 'form.saved'))).toBeVisible();
  await page.screenshot({ path: 'test-results/my-profile-de.png', fullPage: true });

  await page.reload();
  await expect(page.getByLabel(tr('de', 'form.about.bio'))).toHaveValue('Ich wandere gern und esse gut.');
  await expect(page.getByLabel(tr('de', 'form.where.country'), { exact: true })).toHaveValue('AT');
  await expect(page.getByLabel(tr('de', 'form.about.name'), { exact: true })).toHaveValue('Profile Tester');

  // The operator approves: the profile is shown to others and the badges go.
  const approved = await page.request.post('/api/operator/photo-moderation.php', {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { all_pending: true, decision: 'approve' },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('photo-count')).toBeVisible();
  await expect(page.getByTestId('profile-hidden')).toHaveCount(0);
  await expect(page.getByText(tr('de', 'photos.badge.pending'), { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('deleting a photo asks first and frees a place', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await gotoIn(page, baseURL!, 'en', '/signup');
  await signUp(page, `e2e-profile-del-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/profile');
  await expect(page.getByTestId('no-photos')).toBeVisible();
  await chooseFiles(page, [
    { name: 'a.png', mimeType: 'image/png', buffer: await solid(300, 300, '#123456').png().toBuffer() },
    { name: 'b.png', mimeType: 'image/png', buffer: await solid(300, 400, '#654321').png().toBuffer() },
  ]);
  await expect(cards(page)).toHaveCount(2);
  await card(page, 0)
    .getByRole('button', { name: tr('en', 'photos.actions.delete') })
    .click();
  const dialog = page.getByRole('dialog', { name: tr('en', 'photos.delete.title') });
  await expect(dialog).toContainText(tr('en', 'photos.delete.mainBody'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: tr('en', 'photos.delete.confirm') }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 0).getByText(tr('en', 'photos.badge.main'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('photo-count')).toHaveText(tr('en', 'photos.count', { n: 1, limit: 3 }));
});
