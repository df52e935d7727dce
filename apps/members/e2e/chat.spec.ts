import { type Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, translation, type Locale } from './fixtures';
import { buyCredits, CLIENT, creditsOf, findFictionalProfile, OPERATOR, png, test } from './support/members';

// The chat end to end (issue 12 "Done means"), two members in two browser contexts: Dieter in German and
// Paulina in Polish, both signed up through the API, activated through the dev mailbox and with an approved
// photo. Paulina buys credits (sandbox provider) and starts a conversation with Dieter; his Messages badge and
// page title count it live, without a reload; his reply with 0 credits is refused with the buy button; after
// buying he replies and she sees it arrive live. Paulina's gift and photo cost exactly the prices shown
// before sending. Removing the chat survives a reload. A message to a fictional profile is answered through
// the host API and arrives live under the fictional marker. A free member with the operator's goodwill credits
// starts two conversations; the third is refused with the premium-only alert. axe on /chats and the chat screen.

const tr = (locale: Locale, key: string) => translation(locale, 'chat', key);
const firstNumber = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
const balance = async (page: Page) =>
  Number(await page.getByTestId('composer-balance').getAttribute('data-credits'));

/** The composer's refusal: data-code `code`, the spec's text for it in `locale` and its link `linkKey` to `href`. */
async function expectSendProblem(page: Page, locale: Locale, code: string, linkKey: string, href: string) {
  const problem = page.getByTestId('send-problem');
  await expect(problem).toHaveAttribute('data-code', code);
  await expect(problem).toContainText(translation(locale, 'errors', code));
  await expect(problem.getByRole('link', { name: tr(locale, linkKey) })).toHaveAttribute('href', href);
}

/** No horizontal scrolling at 390 px. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('chat', () => {
  test('two members chat live, pay the shown prices, and remove the chat', async ({ phoneMember }) => {
    test.setTimeout(240_000);
    const { page: dieterPage, member: dieter } = await phoneMember('Dieter', {
      locale: 'de',
      gender: 'male',
    });
    const { page: paulinaPage } = await phoneMember('Paulina', { locale: 'pl', gender: 'female' });
    await buyCredits(paulinaPage.request);

    // Dieter waits on the search page: no unread messages yet.
    await dieterPage.goto('/members');
    await hydrated(dieterPage);
    // On a phone the Messages link is in the tab bar at the bottom (issue 18).
    const messagesLink = dieterPage
      .getByRole('navigation', { name: translation('de', 'common', 'nav.tabs.label') })
      .getByRole('link', { name: new RegExp(`^${translation('de', 'common', 'nav.tabs.messages')}`) });
    await expect(messagesLink).toHaveText(translation('de', 'common', 'nav.tabs.messages'));
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
    await expectSendProblem(dieterPage, 'de', 'insufficient_credits', 'problems.buyCredits', '/credits');

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
  });

  test('a free member with no credits: the spec’s refusal with the buy button', async ({ phoneMember }) => {
    test.setTimeout(120_000);
    const { page: anna } = await phoneMember('Anna', { locale: 'pl', gender: 'female' });
    const { member: target } = await phoneMember('Bert', { locale: 'de', gender: 'male' });
    await anna.goto(`/members/${target.id}/chat`);
    await hydrated(anna);
    await anna.getByTestId('composer-input').fill('Hej!');
    await anna.getByTestId('composer-send').click();
    await expectSendProblem(anna, 'pl', 'insufficient_credits', 'problems.buyCredits', '/credits');
    await expectAccessible(anna);
  });

  test('a free member with goodwill credits starts two conversations; the third gets the premium alert', async ({
    phoneMember,
  }) => {
    test.setTimeout(180_000);
    // Credits without a purchase (a purchase would make her premium for good): the operator's goodwill credits.
    const { page: greta, member: me } = await phoneMember('Greta', { locale: 'de', gender: 'female' });
    const goodwill = await greta.request.post('/api/operator/goodwill.php', {
      headers: OPERATOR,
      data: {
        user_id: me.id,
        credits: 20,
        reason: 'e2e: free member with credits',
        idempotency_key: `e2e-${me.id}`,
      },
    });
    expect(goodwill.status(), await goodwill.text()).toBe(200);
    const others = await Promise.all(
      ['Hans', 'Jonas', 'Karl'].map((name) => phoneMember(name, { locale: 'de', gender: 'male' })),
    );
    const user = (await (await greta.request.get('/api/user.php', { headers: CLIENT })).json()) as {
      user: { paid_user: boolean; credits: number };
    };
    expect(user.user).toMatchObject({ paid_user: false, credits: 20 });

    for (const { member } of others.slice(0, 2)) {
      await greta.goto(`/members/${member.id}/chat`);
      await hydrated(greta);
      await greta.getByTestId('composer-input').fill(`Hallo ${member.name}!`);
      await greta.getByTestId('composer-send').click();
      await expect(greta.getByTestId('message').filter({ hasText: `Hallo ${member.name}!` })).toBeVisible();
    }
    // The third: refused with the spec's premium-only alert and Get Premium, nothing charged.
    const third = others[2]!.member;
    const credits = await creditsOf(greta.request);
    await greta.goto(`/members/${third.id}/chat`);
    await hydrated(greta);
    const send = greta.getByTestId('composer-send');
    if (await send.isEnabled()) {
      await greta.getByTestId('composer-input').fill('Hallo Karl!');
      await send.click();
    }
    await expectSendProblem(greta, 'de', 'premium_required', 'problems.getPremium', '/premium');
    await expect(greta.getByTestId('message').filter({ hasText: 'Hallo Karl!' })).toHaveCount(0);
    expect(await creditsOf(greta.request)).toBe(credits);
    await expectAccessible(greta);
  });

  test('a message to a fictional profile is answered by a host and arrives live', async ({ phoneMember }) => {
    test.setTimeout(180_000);
    const { page } = await phoneMember('Frieda', { locale: 'de', gender: 'female' });
    await buyCredits(page.request);
    const fictional = await findFictionalProfile(page.request);
    await page.goto(`/members/${fictional.id}/chat`);
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
  });
});
