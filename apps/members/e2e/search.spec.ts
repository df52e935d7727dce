import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, setLocale, test, translation, type Locale } from './fixtures';
import { CLIENT } from './support/members';
import { BIRTH, signUpThroughApi, uploadApprovedPhoto, type ApiProfile } from './support/api-members';

// Member search at /members end to end: a visitor pages through the results and comes back from a profile to
// the same cards and scroll position; the demo member searches in German; and two fresh members of this spec
// (signed up through the API) prove that invisible and blocking members never show up in a search.

const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };

const s = (locale: Locale, key: string) => translation(locale, 'search', key);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A translation with `{{vars}}` as a pattern: `pattern('{{total}} members found', { total: '[\\d,]+' })`. */
const pattern = (text: string, vars: Record<string, string>) =>
  new RegExp(
    `^${Object.entries(vars).reduce((p, [k, v]) => p.replaceAll(escapeRegExp(`{{${k}}}`), v), escapeRegExp(text))}$`,
  );

/** The screen is interactive (hydrated, saved filters read): choices made before that would be lost. */
const ready = (page: Page) =>
  expect(page.locator('[data-screen="members"]')).toHaveAttribute('data-state', 'ready');
const cards = (page: Page) => page.getByTestId('search-results').getByTestId('search-card');
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const cardIds = (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.profileId ?? ''));

async function logIn(page: Page, locale: Locale, login: { email: string; password: string }) {
  const label = (key: string) => new RegExp(`^${escapeRegExp(translation(locale, 'common', key))}`);
  await page.goto('/login');
  await page.getByLabel(label('login.email')).fill(login.email);
  await page.getByLabel(label('login.password')).fill(login.password);
  await page.getByRole('button', { name: translation(locale, 'common', 'login.submit') }).click();
  // The home after login is the search.
  await expect(page).toHaveURL((url) => url.pathname === '/members');
}

/** Age today of a member born on BIRTH (what the API computes). */
function ageToday(): number {
  const now = new Date();
  const [y, m, d] = BIRTH.split('-').map(Number) as [number, number, number];
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

/** A fresh member of this spec, signed up through the API in `request`'s session. */
const signUp = (request: APIRequestContext, label: string, gender: 'male' | 'female') =>
  signUpThroughApi(request, 'search', label, gender);

test('a visitor searches, pages with "Show more" and comes back from a profile to the same place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('en', 'common', 'screens.members'),
  );
  await ready(page);
  await combobox(page, s('en', 'filters.gender')).selectOption('female');
  await combobox(page, s('en', 'filters.country')).selectOption('NL');
  await page.getByRole('button', { name: s('en', 'filters.submit'), exact: true }).click();

  const count = page.getByTestId('search-count');
  await expect(count).toHaveText(pattern(s('en', 'results.count_other'), { total: '[\\d,]+' }));
  await expect(cards(page)).toHaveCount(24);
  // The seeded members are fictional, and each of their cards says so.
  const fictional = page.getByTestId('search-results').locator('[data-testid="search-card"][data-fictional]');
  expect(await fictional.count()).toBeGreaterThan(20);
  for (const card of await fictional.all()) {
    await expect(
      card.getByText(translation('en', 'common', 'disclaimer.fictionalIcon'), { exact: true }),
    ).toBeVisible();
  }
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/members\/[0-9a-f-]{36}$/);
  const firstImage = cards(page).first().locator('img').first();
  await expect(firstImage).toHaveAttribute('width', '240');
  await expect(firstImage).toHaveAttribute('height', '300');
  await expectAccessible(page);

  const showMore = page.getByRole('button', { name: s('en', 'results.showMore'), exact: true });
  for (const expected of [48, 72, 96]) {
    await showMore.click();
    await expect(cards(page)).toHaveCount(expected);
    await expect(page.getByTestId('search-shown')).toContainText(String(expected));
  }
  // The new page's first card has the focus (keyboard users continue where the new cards start).
  await expect(cards(page).nth(72).getByRole('link')).toBeFocused();
  const before = await cardIds(page);
  expect(new Set(before).size).toBe(96);
  await page.screenshot({ path: 'test-results/search-visitor.png', fullPage: true });

  // Open a profile far down the list, then go back.
  const target = cards(page).nth(61);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 137));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const id = await target.getAttribute('data-profile-id');
  await target.getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === `/members/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/members');
  await expect(cards(page)).toHaveCount(96);
  expect(await cardIds(page)).toEqual(before);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(3);
});

test('the demo member searches by gender, country, region and age in German', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'de');
  await logIn(page, 'de', DEMO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('de', 'common', 'screens.members'),
  );

  // The demo member (a man looking for women in the Netherlands) starts with his own defaults.
  const gender = combobox(page, s('de', 'filters.gender'));
  await expect(gender).toHaveValue('female');
  await expect(combobox(page, s('de', 'filters.country'))).toHaveValue('NL');
  await expect(cards(page).first()).toBeVisible();

  await combobox(page, s('de', 'filters.country')).selectOption('DE');
  // The region list follows the country, under the country's own term ("Bundesland" in Germany).
  const region = combobox(page, translation('de', 'profile', 'regionTerm.state'));
  await expect(region).toBeEnabled();
  await combobox(page, s('de', 'filters.country')).selectOption('NL');
  const province = combobox(page, translation('de', 'profile', 'regionTerm.province'));
  await expect(province).toHaveValue('');
  await expect(province).toBeEnabled();
  await province.selectOption('NL-NH');
  await combobox(page, s('de', 'filters.minAge')).selectOption('25');
  await combobox(page, s('de', 'filters.maxAge')).selectOption('45');
  await page.getByRole('button', { name: s('de', 'filters.submit'), exact: true }).click();

  const results = page.getByTestId('search-results');
  await expect(results).toBeVisible();
  const names = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.querySelector('strong')?.textContent ?? ''));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const age = Number(/, (\d+)$/.exec(name)?.[1]);
    expect(age, name).toBeGreaterThanOrEqual(25);
    expect(age, name).toBeLessThanOrEqual(45);
  }
  await expect(page.getByTestId('search-count')).toHaveText(
    new RegExp(
      [s('de', 'results.count_one'), s('de', 'results.count_other')]
        .map((t) => escapeRegExp(t).replace(escapeRegExp('{{total}}'), '[\\d.]+'))
        .join('|'),
    ),
  );
  // The filters are kept: a reload searches the same again.
  await page.reload();
  await expect(combobox(page, translation('de', 'profile', 'regionTerm.province'))).toHaveValue('NL-NH');
  await expect(combobox(page, s('de', 'filters.minAge'))).toHaveValue('25');
  await expect(cards(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/search-member-de.png', fullPage: true });
});

test('invisible and blocking members never appear in a search', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // X: a fresh woman in Utrecht with an approved photo, in an API session of her own.
  const xApi = await playwright.request.newContext({ baseURL });
  const x = await signUp(xApi, 'x', 'female');
  await uploadApprovedPhoto(xApi, '#c8507a', 'x.png');
  const profile = await xApi.put('/api/profile.php', {
    headers: CLIENT,
    data: { country: 'NL', region: 'NL-UT', gender: 'female' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  expect(((await profile.json()) as { user: { profile: ApiProfile } }).user.profile.status).toBe('active');

  // Y: a fresh man, logged in in the browser (page.request shares its cookies).
  const y = await signUp(page.request, 'y', 'male');
  const age = String(ageToday());
  await page.goto('/members');
  await ready(page);
  await combobox(page, s('en', 'filters.gender')).selectOption('female');
  await combobox(page, s('en', 'filters.country')).selectOption('NL');
  const province = combobox(page, translation('en', 'profile', 'regionTerm.province'));
  await expect(province).toBeEnabled();
  await province.selectOption('NL-UT');
  await combobox(page, s('en', 'filters.minAge')).selectOption(age);
  await combobox(page, s('en', 'filters.maxAge')).selectOption(age);
  await page.getByRole('button', { name: s('en', 'filters.submit'), exact: true }).click();

  const xCard = page.locator(`[data-testid="search-card"][data-profile-id="${x.id}"]`);
  await expect(xCard).toHaveCount(1);
  await expect(xCard.getByRole('link')).toContainText(`${x.name}, ${age}`);

  /** Y searches again with the kept filters (a reload starts without the cached pages). */
  const searchAgain = async () => {
    await page.reload();
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expect(province).toHaveValue('NL-UT');
  };

  const invisible = async (on: boolean) => {
    const res = await xApi.put('/api/invisible.php', { headers: CLIENT, data: { invisible: on } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await invisible(true);
  await searchAgain();
  await expect(xCard).toHaveCount(0);

  await invisible(false);
  await searchAgain();
  await expect(xCard).toHaveCount(1);

  const block = await xApi.post('/api/block.php', { headers: CLIENT, data: { profile: y.id } });
  expect(block.status(), await block.text()).toBe(200);
  await searchAgain();
  await expect(xCard).toHaveCount(0);
  await xApi.dispose();
});
