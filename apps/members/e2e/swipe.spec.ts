import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, test, translation } from './fixtures';
import { postSignup, uniqueStamp } from './support/members';

// The swipe game and the match finder end to end, on a fresh member of this spec (signed up through the API in
// the browser's context, so the page is logged in): four likes by button and keyboard, a pass with ←, then the
// fifth like is refused in the page (Like disabled, a real countdown) and by the server (429).

const t = (key: string) => translation('en', 'swipe', key);
const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);

const signUp = (request: APIRequestContext) =>
  postSignup(request, {
    email: `swipe-${uniqueStamp()}@example.com`,
    name: 'Swipe Tester',
    password: 'swipe-password-1',
  });

const deck = (page: Page) => page.getByTestId('swipe-deck');
const card = (page: Page) => page.getByTestId('swipe-card');
const currentId = async (page: Page) => (await card(page).getAttribute('data-profile-id')) ?? '';
const likesLeft = (page: Page, left: number) =>
  expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(t('allowance.left'), { left, total: 4 }));
const toSeconds = (hms: string) => {
  const [h, m, s] = hms.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

/** Plays the profile on screen and waits for the next one. */
async function playOnce(page: Page, how: () => Promise<void>) {
  const before = await currentId(page);
  expect(before).toMatch(/^[0-9a-f-]{36}$/);
  await how();
  await expect(card(page)).not.toHaveAttribute('data-profile-id', before);
  await expect(deck(page)).not.toHaveAttribute('aria-busy', 'true');
}

test('the swipe game: 4 likes a day, then the wait; the match finder shares the allowance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request);

  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('en', 'common', 'screens.swipeGame'),
  );
  await expect(deck(page)).toHaveAttribute('data-state', 'ready');
  await likesLeft(page, 4);
  // The card discloses a fictional profile exactly when the API says the profile is fictional (other specs'
  // real members may come first in the order, so the first card is not always one of the seeded ones).
  const shown = (await (await page.request.get('/api/swipe.php')).json()) as {
    profile: { id: string; fictional: boolean } | null;
  };
  expect(shown.profile?.id).toBe(await currentId(page));
  const disclosure = card(page).getByText(translation('en', 'common', 'disclaimer.fictionalIcon'), {
    exact: true,
  });
  if (shown.profile?.fictional) {
    await expect(card(page)).toHaveAttribute('data-fictional', '');
    await expect(disclosure).toBeVisible();
  } else {
    await expect(card(page)).not.toHaveAttribute('data-fictional', '');
    await expect(disclosure).toHaveCount(0);
  }
  const photo = card(page).locator('img').first();
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect(photo).toHaveAttribute('height', /^\d+$/);
  await expect(card(page).getByRole('link', { name: t('card.viewProfile') })).toHaveAttribute(
    'href',
    `/members/${await currentId(page)}`,
  );
  await expectAccessible(page);

  const name = async () =>
    (await card(page).getByRole('heading', { level: 2 }).first().innerText()).split(',')[0]!;
  const likeButton = async () =>
    page.getByRole('button', { name: fill(t('actions.likeName'), { name: await name() }), exact: true });

  // Like 1: the button.
  let liked = await name();
  await playOnce(page, async () => (await likeButton()).click());
  await expect(page.getByTestId('swipe-announcer')).toContainText(fill(t('announce.liked'), { name: liked }));
  await likesLeft(page, 3);

  // Like 2: the → key on the focused deck.
  liked = await name();
  await deck(page).focus();
  await playOnce(page, () => page.keyboard.press('ArrowRight'));
  await expect(page.getByTestId('swipe-announcer')).toContainText(fill(t('announce.liked'), { name: liked }));
  await likesLeft(page, 2);

  // A pass with the ← key does not count.
  await deck(page).focus();
  await playOnce(page, () => page.keyboard.press('ArrowLeft'));
  await expect(page.getByTestId('swipe-announcer')).toHaveText(t('announce.passed'));
  await likesLeft(page, 2);

  // Like 3: the button; like 4: the key.
  await playOnce(page, async () => (await likeButton()).click());
  await likesLeft(page, 1);
  await deck(page).focus();
  await playOnce(page, () => page.keyboard.press('ArrowRight'));
  await likesLeft(page, 0);

  // The 5th like is refused: Like disabled, Pass still there, and a real countdown that goes down.
  await expect(deck(page)).toHaveAttribute('data-state', 'waiting');
  await expect(await likeButton()).toBeDisabled();
  await expect(
    page.getByRole('button', { name: fill(t('actions.passName'), { name: await name() }) }),
  ).toBeEnabled();
  const timer = page.getByRole('timer', { name: t('wait.timer') });
  await expect(timer).toHaveText(/^\d\d:[0-5]\d:[0-5]\d$/);
  const first = toSeconds(await timer.innerText());
  const api = (await (await page.request.get('/api/swipe.php')).json()) as {
    next_like_at: string;
    likes_left: number;
  };
  expect(api.likes_left).toBe(0);
  const expected = Math.round((Date.parse(api.next_like_at) - Date.now()) / 1000);
  expect(Math.abs(first - expected)).toBeLessThanOrEqual(5);
  await expect.poll(async () => toSeconds(await timer.innerText()), { timeout: 5000 }).toBeLessThan(first);
  // The wait is announced once, with the time left (the timer itself is not a live region).
  const [beforeTime] = t('wait.announce').split('{{time}}');
  await expect(page.getByTestId('swipe-announcer')).toContainText(fill(beforeTime!, { total: 4 }));
  // → does nothing but say so again; the server refuses a direct like too.
  const id = await currentId(page);
  await deck(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(card(page)).toHaveAttribute('data-profile-id', id);
  const direct = await page.request.post('/api/swipe.php', { data: { profile: id, action: 'like' } });
  expect(direct.status()).toBe(429);
  expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('swipe_limit_reached');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/swipe-game-wait.png', fullPage: true });

  // The match finder: the same allowance, more of the profile.
  await page.goto('/match-finder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('en', 'common', 'screens.matchFinder'),
  );
  await expect(deck(page)).toHaveAttribute('data-state', 'waiting');
  await likesLeft(page, 0);
  await expect(page.getByRole('timer', { name: t('wait.timer') })).toHaveText(/^\d\d:[0-5]\d:[0-5]\d$/);
  await expect(await likeButton()).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/match-finder-wait.png', fullPage: true });
});
