import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, setLocale, test, translation, type Locale } from './fixtures';

// The chat end to end (issue 12 "Done means"), two members in two browser contexts: Dieter in German and
// Paulina in Polish, both signed up through the API, activated through the dev mailbox and with an approved
// photo. Paulina buys credits (sandbox provider) and starts a conversation with Dieter; his Messages badge and
// page title count it live, without a reload; his reply with 0 credits is refused with the buy button; after
// buying he replies and she sees it arrive live. Paulina's gift and photo cost exactly the prices shown
// before sending. Removing the chat survives a reload. A message to a fictional profile is answered through
// the host API and arrives live under the fictional marker. axe on /chats and the chat screen.

const CLIENT = { 'X-Request-Type': 'client' };
const OPERATOR = { Authorization: 'Bearer e2e-operator-token-0123456789' };

const apiRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'),
);
interface SharpChain {
  png(): SharpChain;
  toBuffer(): Promise<Buffer>;
}
type SharpInput = { create: { width: number; height: number; channels: 3; background: string } };
const sharp = apiRequire('sharp') as (input: SharpInput) => SharpChain;

const png = (colour: string) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();

interface Member {
  id: string;
  name: string;
  email: string;
}

/** The newest mail of `kind` to `to`, waiting for it. */
async function mailPath(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { mails } = (await res.json()) as { mails: { kind: string; links: string[] }[] };
        link = mails.find((m) => m.kind === kind)?.links.find((l) => /token=/.test(l)) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A fresh member in `page`'s browser context: signed up, activated, with an approved main photo. */
async function member(page: Page, label: string, locale: Locale, gender: 'male' | 'female'): Promise<Member> {
  const request = page.request;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `chat-${label.toLowerCase()}-${stamp}@example.com`;
  const res = await request.post('/api/signup.php', {
    headers: CLIENT,
    data: {
      email,
      name: label,
      password: 'chat-password-1',
      date_of_birth: '1990-05-05',
      gender,
      sexuality: 'hetero',
      language: locale,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: { profile: { id: string } } };
  const activated = await request.get(await mailPath(request, email, 'activation'), { maxRedirects: 0 });
  expect(activated.status()).toBeLessThan(400);
  const upload = await request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await png('#c06080') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const approve = await request.post('/api/operator/photo-moderation.php', {
    headers: OPERATOR,
    data: { all_pending: true, decision: 'approve' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return { id: user.profile.id, name: label, email };
}

/** Buys the smallest package through the sandbox provider (the member becomes premium); answers the credits. */
async function buyCredits(request: APIRequestContext): Promise<number> {
  const offer = await request.get('/api/packages.php');
  expect(offer.status(), await offer.text()).toBe(200);
  const { packages, methods } = (await offer.json()) as {
    packages: { tier: string; price_cents: number }[];
    methods: { id: string; minimum_cents: number; maximum_cents: number | null }[];
  };
  const tier = packages[0]!;
  const method = methods.find(
    (m) => m.minimum_cents <= tier.price_cents && (m.maximum_cents ?? Infinity) >= tier.price_cents,
  );
  expect(method, 'a payment method for the smallest package').toBeTruthy();
  const order = await request.post('/api/orders.php', { data: { package: tier.tier, method: method!.id } });
  expect(order.status(), await order.text()).toBe(200);
  const { redirect_url: checkout } = (await order.json()) as { redirect_url: string };
  const url = new URL(checkout);
  const paid = await request.post(`${url.pathname}${url.search}`, {
    form: { status: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  let credits = 0;
  await expect
    .poll(async () => {
      const me = await request.get('/api/user.php', { headers: CLIENT });
      credits = ((await me.json()) as { user: { credits: number } }).user.credits;
      return credits;
    })
    .toBeGreaterThan(0);
  return credits;
}

async function context(browser: Browser, baseURL: string, locale: Locale) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await setLocale(page, baseURL, locale);
  return page;
}

const tr = (locale: Locale, key: string) => translation(locale, 'chat', key);
const firstNumber = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
const balance = async (page: Page) =>
  Number(await page.getByTestId('composer-balance').getAttribute('data-credits'));

/** No horizontal scrolling at 390 px. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('chat', () => {
  test('two members chat live, pay the shown prices, and remove the chat', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const dieterPage = await context(browser, baseURL!, 'de');
    const paulinaPage = await context(browser, baseURL!, 'pl');
    const dieter = await member(dieterPage, 'Dieter', 'de', 'male');
    await member(paulinaPage, 'Paulina', 'pl', 'female');
    await buyCredits(paulinaPage.request);

    // Dieter waits on the search page: no unread messages yet.
    await dieterPage.goto('/members');
    await hydrated(dieterPage);
    const messagesLink = dieterPage
      .getByRole('navigation', { name: translation('de', 'common', 'nav.label') })
      .getByRole('link', { name: new RegExp(`^${translation('de', 'common', 'nav.messages')}`) });
    await expect(messagesLink).toHaveText(translation('de', 'common', 'nav.messages'));
    await expect(dieterPage).not.toHaveTitle(/^\(\d+\)/);

    // Paulina starts the conversation from /members/{id}/chat; the price is on the send button.
    await paulinaPage.goto(`/members/${dieter.id}/chat`);
    await hydrated(paulinaPage);
    await expect(paulinaPage.getByTestId('chat-partner')).toContainText('Dieter');
    const textPrice = firstNumber(await paulinaPage.getByTestId('composer-price').textContent());
    expect(textPrice).toBeGreaterThan(0);
    const before = await balance(paulinaPage);
    await paulinaPage
      .getByRole('textbox', { name: tr('pl', 'composer.label').replace('{{name}}', 'Dieter') })
      .fill('Cześć Dieter!');
    await paulinaPage.getByTestId('composer-send').click();
    await expect(paulinaPage.getByTestId('message').filter({ hasText: 'Cześć Dieter!' })).toBeVisible();
    await expect(paulinaPage.getByTestId('composer-balance')).toHaveAttribute(
      'data-credits',
      String(before - textPrice),
    );
    await expectNoSideScroll(paulinaPage);

    // Dieter: live, no reload — the Messages badge and the page title count it.
    await expect(messagesLink).toContainText('1');
    await expect(dieterPage).toHaveTitle(/^\(1\) /);

    await messagesLink.click();
    await expect(dieterPage).toHaveURL((url) => url.pathname === '/chats');
    const item = dieterPage.getByTestId('chat-item').filter({ hasText: 'Paulina' });
    await expect(item).toContainText('Cześć Dieter!');
    await expectAccessible(dieterPage);
    await expectNoSideScroll(dieterPage);
    await item.getByRole('link').click();
    await expect(dieterPage).toHaveURL((url) => url.pathname.startsWith('/chats/'));
    await expect(dieterPage.getByTestId('message').filter({ hasText: 'Cześć Dieter!' })).toBeVisible();
    // Opening it reads it: the title loses its count.
    await expect(dieterPage).not.toHaveTitle(/^\(\d+\)/);
    await expectAccessible(dieterPage);

    // With 0 credits the reply is refused with the buy button.
    const dieterBox = dieterPage.getByRole('textbox', {
      name: tr('de', 'composer.label').replace('{{name}}', 'Paulina'),
    });
    await dieterBox.fill('Hallo Paulina!');
    await dieterPage.keyboard.press('Enter');
    const problem = dieterPage.getByTestId('send-problem');
    await expect(problem).toContainText(translation('de', 'errors', 'insufficient_credits'));
    await expect(problem.getByRole('link', { name: tr('de', 'problems.buyCredits') })).toHaveAttribute(
      'href',
      '/credits',
    );

    // After buying, "Send again" sends the same message (same client id) and Paulina sees it live.
    await buyCredits(dieterPage.request);
    await dieterPage
      .getByTestId('message-outgoing')
      .getByRole('button', { name: tr('de', 'messages.retry') })
      .click();
    await expect(dieterPage.getByTestId('message').filter({ hasText: 'Hallo Paulina!' })).toBeVisible();
    await expect(paulinaPage.getByTestId('message').filter({ hasText: 'Hallo Paulina!' })).toBeVisible();
    await expect(paulinaPage.getByTestId('chat-announcer')).toContainText('Hallo Paulina!');

    // A gift: the price shown in the picker is what the balance loses.
    const beforeGift = await balance(paulinaPage);
    await paulinaPage.getByTestId('composer-gift').click();
    const picker = paulinaPage.getByTestId('gift-picker');
    const firstGift = picker.locator('[data-gift]').first();
    const giftPrice = firstNumber(await firstGift.locator('span').last().textContent());
    await firstGift.click();
    await picker.getByTestId('gift-send').click();
    await expect(paulinaPage.locator('[data-testid="message"][data-kind="gift"]')).toBeVisible();
    await expect(paulinaPage.getByTestId('composer-balance')).toHaveAttribute(
      'data-credits',
      String(beforeGift - giftPrice),
    );

    // A photo: the price is in the photo button's name.
    const beforePhoto = await balance(paulinaPage);
    const photoPrice = firstNumber(
      await paulinaPage.getByTestId('composer-photo').getAttribute('aria-label'),
    );
    await paulinaPage.getByTestId('composer-photo-input').setInputFiles({
      name: 'hello.png',
      mimeType: 'image/png',
      buffer: await png('#3060c0'),
    });
    await expect(paulinaPage.locator('[data-testid="message"][data-kind="photo"]')).toBeVisible();
    await expect(paulinaPage.getByTestId('composer-balance')).toHaveAttribute(
      'data-credits',
      String(beforePhoto - photoPrice),
    );
    // Dieter gets the photo blurred until he asks for it.
    const photo = dieterPage.locator('[data-testid="message"][data-kind="photo"]');
    await expect(photo.getByRole('button', { name: tr('de', 'messages.showPhoto') })).toBeVisible();

    // Removing the chat: gone at once, and still gone after a reload.
    await dieterPage.goto('/chats');
    await hydrated(dieterPage);
    await dieterPage
      .getByRole('button', { name: tr('de', 'list.remove').replace('{{name}}', 'Paulina') })
      .click();
    await expect(dieterPage.getByTestId('chat-item').filter({ hasText: 'Paulina' })).toHaveCount(0);
    await dieterPage.reload();
    await expect(dieterPage.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'list.title'));
    await expect(dieterPage.getByTestId('chat-item').filter({ hasText: 'Paulina' })).toHaveCount(0);

    await dieterPage.context().close();
    await paulinaPage.context().close();
  });

  test('a free member with no credits: the spec’s refusal with the buy button', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const anna = await context(browser, baseURL!, 'pl');
    const bert = await context(browser, baseURL!, 'de');
    await member(anna, 'Anna', 'pl', 'female');
    const target = await member(bert, 'Bert', 'de', 'male');
    await anna.goto(`/members/${target.id}/chat`);
    await hydrated(anna);
    await anna.getByTestId('composer-input').fill('Hej!');
    await anna.getByTestId('composer-send').click();
    const problem = anna.getByTestId('send-problem');
    await expect(problem).toHaveAttribute('data-code', 'insufficient_credits');
    await expect(problem).toContainText(translation('pl', 'errors', 'insufficient_credits'));
    await expect(problem.getByRole('link', { name: tr('pl', 'problems.buyCredits') })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expectAccessible(anna);
    await anna.context().close();
    await bert.context().close();
  });

  // Not here: a free member's third conversation. It needs a free member WITH credits, but every way to credits
  // on this site (a purchase) makes the member premium and the seed site grants no sign-up credits. The
  // premium-only alert is covered by the chat screen's component test and the limit (exactly 2 of 20 parallel
  // starts) by the chat API's route tests (apps/api/test/chat/chat-rules.test.ts).

  test('a message to a fictional profile is answered by a host and arrives live', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await context(browser, baseURL!, 'de');
    await member(page, 'Frieda', 'de', 'female');
    await buyCredits(page.request);
    let fictional: { id: string; name: string } | undefined;
    let cursor: string | null = null;
    for (let i = 0; i < 20 && !fictional; i += 1) {
      const res = await page.request.get(
        `/api/search.php?limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const body = (await res.json()) as {
        results: { id: string; name: string; fictional: boolean }[];
        next_cursor: string | null;
      };
      fictional = body.results.find((r) => r.fictional);
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    test.skip(!fictional, 'no fictional profile in the seed');
    await page.goto(`/members/${fictional!.id}/chat`);
    await hydrated(page);
    await expect(page.getByTestId('chat-fictional')).toBeVisible();
    await page.getByTestId('chat-fictional').getByRole('button').click();
    await expect(page.getByRole('dialog', { name: tr('de', 'header.aboutFictionalTitle') })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('composer-input').fill('Hallo, wie geht es dir?');
    await page.getByTestId('composer-send').click();
    await expect(page.getByTestId('message').filter({ hasText: 'Hallo, wie geht es dir?' })).toBeVisible();
    const conversation = await page
      .getByTestId('message-list')
      .evaluate((el) => el.closest('[data-conversation]')?.getAttribute('data-conversation') ?? '');
    expect(conversation).not.toBe('');
    const reply = await page.request.post('/api/operator/host-reply.php', {
      headers: OPERATOR,
      data: { conversation, kind: 'text', body: 'Danke, gut! Und dir?', client_id: `e2e-${Date.now()}` },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    await expect(page.getByTestId('message').filter({ hasText: 'Danke, gut! Und dir?' })).toBeVisible();
    await expect(page.getByTestId('chat-fictional')).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });
});
