import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, expectAccessible, test as base, translation } from './fixtures';
import { postSignup, uniqueStamp } from './support/members';

// The profile screen end to end: premium photo access as a free member, a premium member and a visitor (the
// demo members of the seed), and blocking between two fresh members of its own (signed up through the API,
// each with an approved photo so their profiles are active).

const CLIENT = { 'X-Request-Type': 'client' };
const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };
const PREMIUM = { email: 'premium@example.com', password: 'welcome-to-amora' };
const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789';

const m = (key: string) => translation('en', 'member', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface UserAnswer {
  user: { paid_user: boolean; profile: { id: string; name: string; age: number } };
}
interface MemberAnswer {
  profile: {
    name: string;
    photos: { id: string; private: boolean; locked: boolean; image: { filename: string } | null }[];
  };
}

type Login = { email: string; password: string };

/**
 * The e2e `test` with `profileOf(login)`: the member's own profile, from a login in an API context of its own
 * (not the browser's session).
 */
const test = base.extend<{ profileOf: (login: Login) => Promise<UserAnswer['user']['profile']> }>({
  profileOf: async ({ playwright, baseURL }, provide) => {
    await provide(async (login) => {
      const request = await playwright.request.newContext({ baseURL });
      const res = await request.post('/api/user.php', { headers: CLIENT, data: login });
      expect(res.status(), await res.text()).toBe(200);
      const { user } = (await res.json()) as UserAnswer;
      await request.get('/api/logout.php', { headers: CLIENT });
      await request.dispose();
      return user.profile;
    });
  },
});

async function logIn(page: Page, login: Login, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const labelled = (key: string) => new RegExp(`^${escapeRegExp(translation('en', 'common', key))}`);
  await page.getByLabel(labelled('login.email')).fill(login.email);
  await page.getByLabel(labelled('login.password')).fill(login.password);
  await page.getByRole('button', { name: translation('en', 'common', 'login.submit') }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirect);
}

const photos = (page: Page) => page.getByTestId('profile-photos');
const tiles = (page: Page, state: 'locked' | 'unlocked') =>
  photos(page).locator(`[data-photo-state="${state}"]`);

/** A `width`×`height` PNG with a gradient, built here so the spec needs no image library. */
function gradientPng(width: number, height: number, seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = (x + seed * 40) & 0xff;
      raw[row + 2 + x * 3] = (y + seed * 90) & 0xff;
      raw[row + 3 + x * 3] = (x + y) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A fresh member in `request`'s session (sign-up through the API) with one photo, approved by the operator so
 * the profile is active and others can open it.
 */
async function activeMember(request: APIRequestContext, label: string, name: string, seed: number) {
  await postSignup(request, {
    email: `profile-${label}-${uniqueStamp()}@example.com`,
    name,
    password: 'profile-view-password-1',
    date_of_birth: '1988-03-03',
    gender: seed % 2 ? 'female' : 'male',
  });
  const upload = await request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(400, 500, seed) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { user, photo } = (await upload.json()) as UserAnswer & { photo: { id: string } };
  const approve = await request.post('/api/operator/photo-moderation.php', {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { photo: photo.id, decision: 'approve' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return user.profile;
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('premium photo access', () => {
  test('a free member sees three photos, the rest locked without a URL and the premium call', async ({
    page,
    profileOf,
  }) => {
    const premium = await profileOf(PREMIUM);
    await logIn(page, DEMO, `/members/${premium.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(m('header.nameAge'), { name: premium.name, age: premium.age }),
    );
    await expect(tiles(page, 'unlocked')).toHaveCount(3);
    await expect(tiles(page, 'locked')).toHaveCount(3);
    for (const tile of await tiles(page, 'locked').all()) {
      expect(await tile.innerHTML()).not.toContain('/api/media/');
    }
    const cta = page.getByTestId('locked-photos-cta');
    await expect(
      cta.getByRole('link', { name: fill(m('photos.premiumCta_other'), { count: 6 }) }),
    ).toHaveAttribute('href', '/premium');
    await expect(
      page.getByRole('img', { name: fill(m('photos.main'), { name: premium.name }) }),
    ).toHaveAttribute('src', /^\/api\/media\//);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/profile-view-free.png', fullPage: true });

    // The lightbox: open the second photo, browse with the keyboard, close with Escape.
    await photos(page)
      .getByRole('button', { name: fill(m('photos.open'), { index: 2, count: 3 }) })
      .click();
    const dialog = page.getByRole('dialog', { name: fill(m('lightbox.title'), { name: premium.name }) });
    await expect(dialog).toContainText(fill(m('lightbox.position'), { index: 2, count: 3 }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(fill(m('lightbox.position'), { index: 3, count: 3 }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a premium member sees every photo, the private one too; a visitor cannot fetch it', async ({
    page,
    playwright,
    baseURL,
    profileOf,
  }) => {
    const demo = await profileOf(DEMO);
    await logIn(page, PREMIUM, `/members/${demo.id}`);

    await expect(tiles(page, 'unlocked')).toHaveCount(3);
    await expect(tiles(page, 'locked')).toHaveCount(0);
    await expect(page.getByTestId('locked-photos-cta')).toHaveCount(0);
    await expect(photos(page).getByText(m('photos.private'), { exact: true })).toBeVisible();

    // The private photo's URL, as the premium member's browser session reads it.
    const answer = await page.request.get(`/api/member.php?id=${demo.id}`);
    expect(answer.status()).toBe(200);
    const { profile } = (await answer.json()) as MemberAnswer;
    const secret = profile.photos.find((p) => p.private)?.image?.filename;
    expect(secret).toMatch(/^\/api\/media\//);
    expect((await page.request.get(secret!)).status()).toBe(200);
    // A visitor (no session) gets nothing for it.
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(secret!)).status()).toBe(404);
    await visitor.dispose();
  });

  test('a visitor sees the locked photos with the login call, and chat asks to log in', async ({
    page,
    profileOf,
  }) => {
    const premium = await profileOf(PREMIUM);
    await page.goto(`/members/${premium.id}`);

    await expect(tiles(page, 'unlocked')).toHaveCount(3);
    await expect(tiles(page, 'locked')).toHaveCount(3);
    const login = page.getByTestId('locked-photos-cta').getByRole('link', { name: m('photos.loginCta') });
    await expect(login).toHaveAttribute('href', `/login?redirect=%2Fmembers%2F${premium.id}`);
    await expect(page.getByRole('button', { name: m('actions.block') })).toHaveCount(0);
    await page.getByRole('button', { name: m('actions.chat') }).click();
    await expect(page.getByRole('alert').filter({ hasText: m('actions.loginRequiredChat') })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/profile-view-visitor.png', fullPage: true });

    // A fictional related profile: disclosed on its card and, once opened, right under its name.
    const fictionalCard = page.getByTestId('related-profiles').locator('li[data-fictional]').first();
    await expect(fictionalCard).toContainText(translation('en', 'common', 'disclaimer.fictionalIcon'));
    await fictionalCard.getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname !== `/members/${premium.id}`);
    const disclosure = page.getByRole('note');
    await expect(disclosure).toContainText(translation('en', 'common', 'disclaimer.fictional'));
    await expect(disclosure.locator('img')).toHaveAttribute('src', '/fictional.svg');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/profile-view-fictional.png', fullPage: true });
  });

  test('an unknown profile answers 404 with the 404 page in the site frame', async ({ page }) => {
    for (const path of ['/members/00000000-0000-4000-8000-000000000000', '/members/not-a-real-id']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation('en', 'common', 'errors.notFound.title'),
      );
      await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toBeVisible();
    }
  });
});

test('blocking: confirmed first, the blocked member is shut out until the unblock', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The blocker signs up in the browser's own context (page.request shares its cookies), the other member
  // in a second browser.
  const blocker = await activeMember(page.request, 'blocker', 'Blocking Bea', 1);
  const otherPage = await newPage(browser, baseURL);
  const other = await activeMember(otherPage.request, 'blocked', 'Blocked Ben', 2);

  await page.goto(`/members/${other.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(m('header.nameAge'), { name: other.name, age: other.age }),
  );
  await page.getByRole('button', { name: m('actions.block'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(m('block.title'), { name: other.name }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: m('block.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('blocked-note')).toHaveText(fill(m('block.blocked'), { name: other.name }));
  await expect(page.getByRole('button', { name: m('actions.unblock') })).toBeVisible();

  // The blocked member opens the blocker's profile.
  await otherPage.goto(`/members/${blocker.id}`);
  await expect(otherPage.getByTestId('profile-unavailable-message')).toHaveText(
    `You're blocked by ${blocker.name}. You do not have access to this page.`,
  );
  await expect(otherPage.getByTestId('profile-photos')).toHaveCount(0);
  await expectAccessible(otherPage);
  await otherPage.screenshot({ path: 'test-results/profile-view-blocked.png', fullPage: true });

  // After the unblock the profile is visible again.
  await page.getByRole('button', { name: m('actions.unblock') }).click();
  await expect(page.getByRole('button', { name: m('actions.block'), exact: true })).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
    fill(m('header.nameAge'), { name: blocker.name, age: blocker.age }),
  );
  await expect(otherPage.getByTestId('profile-unavailable')).toHaveCount(0);
  await otherPage.context().close();
});
