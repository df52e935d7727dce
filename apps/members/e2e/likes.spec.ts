import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, test, translation } from './fixtures';
import { profileStatus, signUpThroughApi, uploadApprovedPhoto } from './support/api-members';

// Likes end to end: two fresh members (signed up through the API, each with an approved photo) like each
// other from the profile screen; the liked member sees the Likes badge and the "(1)" title prefix, finds the
// new like first on /likes, opening the profile clears it, liking back is a match that both see in every
// tab. Then the like modal: `?t=3` on /members shows a (fictional) auto-like after 3 s and `t` leaves the URL.

const l = (key: string) => translation('en', 'likes', key);
const m = (key: string) => translation('en', 'member', key);
const c = (key: string) => translation('en', 'common', key);
const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, String(v)), text);

/** A fresh member of this spec, signed up through the API in `request`'s session. */
const signUp = (request: APIRequestContext, label: string, gender: 'male' | 'female') =>
  signUpThroughApi(request, 'likes', label, gender);

/** Uploads a photo and has the operator approve every pending one: the profile becomes visible. */
async function approvedPhoto(request: APIRequestContext, colour: string) {
  await uploadApprovedPhoto(request, colour);
  expect(await profileStatus(request)).toBe('active');
}

/** The Likes link's name with its badge ("Likes 1 new"; the badge is a separate inline element). */
const likesWithNew = (count: number) =>
  new RegExp(`^${c('nav.likes')}\\s?${fill(c('nav.newCount'), { count })}$`);
const likesLink = (page: Page) =>
  page.getByRole('navigation', { name: c('nav.label') }).getByRole('link', { name: /^Likes/ });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: l('tabs.label') }).getByRole('link', { name: new RegExp(`^${name}`) });
const likeCard = (page: Page, id: string) =>
  page.getByTestId('likes-list').locator(`[data-testid="like-card"][data-profile-id="${id}"]`);

test('like, get liked back and see the match in all three tabs and the badges', async ({ browser }) => {
  test.setTimeout(180_000);
  const aContext = await browser.newContext();
  const bContext = await browser.newContext();
  const pageA = await aContext.newPage();
  const pageB = await bContext.newPage();
  const a = await signUp(pageA.request, 'a', 'male');
  const b = await signUp(pageB.request, 'b', 'female');
  await approvedPhoto(pageA.request, '#3a6ea5');
  await approvedPhoto(pageB.request, '#c8507a');

  // A likes B from B's profile.
  await pageA.goto(`/members/${b.id}`);
  const like = pageA
    .getByTestId('profile-actions')
    .getByRole('button', { name: m('actions.like'), exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const unlike = pageA.getByRole('button', { name: m('actions.unlike'), exact: true });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(pageA.getByText(fill(m('actions.liked'), { name: b.name }))).toBeVisible();

  // B: the Likes badge "1" and "(1)" in the title.
  await pageB.goto('/members');
  await expect(likesLink(pageB)).toHaveAccessibleName(likesWithNew(1));
  await expect(likesLink(pageB).locator('[data-count]')).toHaveAttribute('data-count', '1');
  await expect(pageB).toHaveTitle(/^\(1\) /);

  // B: /likes is the received tab, A first with "New".
  await pageB.goto('/likes');
  await expect(tab(pageB, l('tabs.received'))).toHaveAttribute('aria-current', 'page');
  const cardA = likeCard(pageB, a.id);
  await expect(cardA.getByTestId('like-new-badge')).toHaveText(l('card.new'));
  await expect(pageB.getByTestId('likes-list').getByTestId('like-card').first()).toHaveAttribute(
    'data-profile-id',
    a.id,
  );
  await expectAccessible(pageB);

  // Opening A's profile clears the new flag: the badge goes, also after a reload.
  await cardA.getByRole('link').click();
  await expect(pageB).toHaveURL(new RegExp(`/likes/m/${a.id}$`));
  await expect(pageB.locator('[data-screen="profileView"]')).toHaveAttribute('data-state', 'loaded');
  await expect(likesLink(pageB)).toHaveAccessibleName(c('nav.likes'));
  await pageB.reload();
  await expect(pageB.locator('[data-screen="profileView"]')).toHaveAttribute('data-state', 'loaded');
  await expect(likesLink(pageB)).toHaveAccessibleName(c('nav.likes'));
  await expect(pageB).not.toHaveTitle(/^\(\d+\+?\) /);

  // B likes back: a match.
  await pageB
    .getByTestId('profile-actions')
    .getByRole('button', { name: m('actions.like'), exact: true })
    .click();
  await expect(pageB.getByText(fill(m('actions.match'), { name: a.name }))).toBeVisible();

  // Both see each other in Matches, Sent and Received.
  for (const [page, other] of [
    [pageB, a],
    [pageA, b],
  ] as const) {
    await page.goto('/likes/matches');
    await expect(tab(page, l('tabs.matches'))).toHaveAttribute('aria-current', 'page');
    await expect(likeCard(page, other.id).getByTestId('like-match-badge')).toHaveText(l('card.match'));
    await expect(page.getByTestId('likes-list').getByTestId('like-card')).toHaveCount(1);
    await tab(page, l('tabs.sent')).click();
    await expect(page).toHaveURL(/\/likes\/sent$/);
    await expect(likeCard(page, other.id)).toBeVisible();
    await tab(page, l('tabs.received')).click();
    await expect(page).toHaveURL(/\/likes\/received$/);
    await expect(likeCard(page, other.id)).toBeVisible();
  }
  await expectAccessible(pageA);
  await pageA.screenshot({ path: 'test-results/likes-received.png', fullPage: true });

  await aContext.close();
  await bContext.close();
});

test('an unknown likes tab is a 404; visitors are sent to log in', async ({ page }) => {
  await page.goto('/likes/sent');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flikes%2Fsent/);
  await signUp(page.request, 'v', 'female');
  const res = await page.goto('/likes/everything');
  expect(res?.status()).toBe(404);
});

test('the like modal appears after ?t=3 and t leaves the URL', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page.request, 'modal', 'male');
  await page.goto('/members?t=3&gender=female');
  const dialog = page.getByRole('dialog', { name: l('modal.title') });
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/members' && !url.searchParams.has('t'));
  expect(new URL(page.url()).searchParams.get('gender')).toBe('female');
  // The auto-like comes from a seeded fictional member: the modal says so.
  await expect(dialog.locator('[data-fictional]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: l('modal.likeBack') })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^View .+'s profile$/ })).toBeFocused();
  await expectAccessible(page);

  // A click outside closes it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  // The auto-like arrived: the new like shows on the Likes link once the likes reloaded.
  await expect(likesLink(page)).toHaveAccessibleName(likesWithNew(1));
});
