import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, setLocale, test, translation } from './fixtures';
import { postSignup, uniqueStamp } from './support/members';

// The member site's frame on phones (issue 18): the tab bar in reach of the thumb, a top bar that fits 320 px,
// no sideways scroll from the frame, and unknown addresses answering 404 inside the frame.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [320, 360, 390, 414];
const c = (key: string) => translation('en', 'common', key);

/** A fresh member of this spec, signed up through the API in the page's context (so the page is logged in). */
const signUp = (request: APIRequestContext) =>
  postSignup(request, {
    email: `phone-${uniqueStamp()}@example.com`,
    name: 'Phone Frame Tester',
    password: 'phone-password-1',
    date_of_birth: '1991-04-04',
    gender: 'female',
  });

const tabBar = (page: Page) => page.getByRole('navigation', { name: c('nav.tabs.label') });

/** Elements of the frame whose right edge passes the viewport, and how far the page scrolls sideways. */
async function frameOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const frame = document.querySelectorAll(
      'header, header *, footer, footer *, [data-testid="bottom-nav"], [data-testid="bottom-nav"] *, [data-testid="alert-banners"], [data-testid="alert-banners"] *',
    );
    const outside = [...frame]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0] ?? ''}`);
    return { outside, scroll: document.documentElement.scrollWidth - width };
  });
}

test.describe('phone frame', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await setLocale(page, baseURL!, 'en');
  });

  test('a member gets a bottom tab bar in reach of the thumb, with the keyboard too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUp(page.request);
    await page.goto('/members');
    const nav = tabBar(page);
    await expect(nav).toBeVisible();
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveText([
      c('nav.tabs.search'),
      c('nav.tabs.messages'),
      c('nav.tabs.likes'),
      c('nav.tabs.swipe'),
      c('nav.tabs.me'),
    ]);
    await expect(nav.getByRole('link', { name: c('nav.tabs.search') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Thumb reach: every tab sits in the bottom tenth of the screen, at least 44 px tall, side by side.
    for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(PHONE.height * 0.9 - 1);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 0.5);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    // The top bar keeps the logo, Get Premium and the account menu; the rest of the menu is the tab bar's.
    const main = page.getByRole('navigation', { name: c('nav.label') });
    await expect(main.getByRole('link')).toHaveText([c('nav.getPremium')]);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
    await expectAccessible(page);

    // Keyboard: the tab is a link; Enter opens it and it becomes the current one.
    const likes = nav.getByRole('link', { name: c('nav.tabs.likes') });
    await likes.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/likes'));
    await expect(tabBar(page).getByRole('link', { name: c('nav.tabs.likes') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The end of the page is not hidden under the bar.
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').first().boundingBox();
    const bar = await tabBar(page).boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
  });

  test('on a desktop the top bar has the whole menu and there is no tab bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signUp(page.request);
    await page.goto('/members');
    await expect(tabBar(page)).toBeHidden();
    const main = page.getByRole('navigation', { name: c('nav.label') });
    await expect(main.getByRole('link')).toHaveText([
      c('nav.search'),
      c('nav.messages'),
      c('nav.likes'),
      c('nav.getPremium'),
    ]);
    const header = await page.getByRole('banner').boundingBox();
    // One row: the header is no taller than its bar.
    expect(header!.height).toBeLessThanOrEqual(80);
  });

  test('the frame never scrolls sideways at 320, 360, 390 and 414 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/members', '/likes', '/profile', '/swipe-game', '/this-page-does-not-exist']) {
        await page.goto(path);
        await expect(tabBar(page)).toBeVisible();
        const { outside } = await frameOverflow(page);
        expect(outside, `${path} at ${width} px`).toEqual([]);
        // The header is one row at every width.
        const header = await page.getByRole('banner').boundingBox();
        expect(header!.height, `${path} at ${width} px`).toBeLessThanOrEqual(80);
      }
      // The 404 page is all frame: the document itself must not scroll sideways.
      expect((await frameOverflow(page)).scroll, `404 at ${width} px`).toBeLessThanOrEqual(0);
    }
  });

  test('my profile, settings, likes and a profile never scroll sideways at 320, 360, 390 and 414 px', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page.request);
    const search = await page.request.get('/api/search.php?min_age=18&max_age=99', {
      headers: { 'X-Request-Type': 'client' },
    });
    expect(search.status(), await search.text()).toBe(200);
    const { results } = (await search.json()) as { results: { id: string }[] };
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/profile', '/notifications', '/likes', `/members/${results[0]!.id}`]) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const scroll = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(scroll, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('a visitor on a 320 px phone: one-row top bar, no tab bar, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/this-page-does-not-exist');
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: c('nav.login') })).toBeVisible();
    expect(await frameOverflow(page)).toEqual({ outside: [], scroll: 0 });
  });

  test('unknown addresses answer 404 with the 404 page inside the frame', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ['/this-page-does-not-exist', '/members/not-a-real-id']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('errors.notFound.title'));
      await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toBeVisible();
    }
    await expectAccessible(page);
    // Logged in, the 404 page has the member's frame: the tab bar too.
    await signUp(page.request);
    const response = await page.goto('/members/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(tabBar(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('errors.notFound.title'));
  });

  test('a profile keeps Like and Chat above the tab bar in the first screen, banners open, covering nothing', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signUp(page.request);
    const search = await page.request.get('/api/search.php?min_age=18&max_age=99', {
      headers: { 'X-Request-Type': 'client' },
    });
    expect(search.status(), await search.text()).toBe(200);
    const { results } = (await search.json()) as { results: { id: string }[] };
    await page.goto(`/members/${results[0]!.id}`);
    await expect(page.locator('[data-screen="profileView"]')).toHaveAttribute('data-state', 'loaded');
    // A new free member has several banners open (time bonus, activation, photo, …).
    await expect
      .poll(() => page.getByTestId('alert-banners').locator(':scope > *:visible').count())
      .toBeGreaterThanOrEqual(2);

    const nav = (await tabBar(page).boundingBox())!;
    const bar = page.getByTestId('profile-thumb-bar');
    const like = bar.getByTestId('like-button');
    const chat = bar.getByRole('link', { name: translation('en', 'member', 'actions.chat') });
    for (const target of [bar, like, chat]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 0.5);
    }
    for (const target of [like, chat])
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled to the end, the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const footer = (await page.getByRole('contentinfo').last().boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 0.5);

    // The keyboard path is unchanged: Like, then Chat, right after the profile's name and place.
    await like.focus();
    await page.keyboard.press('Tab');
    await expect(chat).toBeFocused();
    await expectAccessible(page);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the swipe card and Pass/Like fit the first screen at ${viewport.width}×${viewport.height}; arrows work anywhere`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signUp(page.request);
      await page.goto('/swipe-game');
      const card = page.getByTestId('swipe-card');
      await expect(page.getByTestId('swipe-deck')).toHaveAttribute('data-state', 'ready');
      await expect(card.locator('[data-swipe-photo]')).toBeVisible();
      // What the fixed tab bar covers on a phone is not "visible".
      const bar = viewport === PHONE ? await tabBar(page).boundingBox() : null;
      const bottom = bar ? bar.y : viewport.height;
      for (const target of [card, page.getByTestId('swipe-pass'), page.getByTestId('swipe-like')]) {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(bottom + 0.5);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The photo is still a photo, not a sliver.
      expect((await card.locator('[data-swipe-photo]').boundingBox())!.height).toBeGreaterThanOrEqual(180);

      // ← with the focus on the page itself, not on the deck.
      await page.getByRole('heading', { level: 1 }).click();
      const first = await card.getAttribute('data-profile-id');
      await page.keyboard.press('ArrowLeft');
      await expect(card).not.toHaveAttribute('data-profile-id', first ?? '');
      await expect(page.getByTestId('swipe-likes-left')).toHaveText(
        translation('en', 'swipe', 'allowance.left').replace('{{left}}', '4').replace('{{total}}', '4'),
      );
    });
  }
});
