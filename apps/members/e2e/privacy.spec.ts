import { type APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, translation } from './fixtures';
import { postSignup, uniqueStamp } from './support/members';

// Privacy settings and the profile-photo alert end to end, on fresh members of their own (created through the
// sign-up API), so the demo members other specs use are never touched.

const CLIENT = { 'X-Request-Type': 'client' };
const a = (key: string) => translation('en', 'account', key);

interface SignupAnswer {
  user: { invisible: boolean; profile: { id: string; name: string; main_image: unknown } };
}

const BIRTH = { year: 1990, month: 5, day: 5 };
/** Age of a member born on BIRTH (the sign-up date of birth) on `date`. */
const ageOn = (date: Date) =>
  date.getFullYear() -
  BIRTH.year -
  (date.getMonth() + 1 < BIRTH.month || (date.getMonth() + 1 === BIRTH.month && date.getDate() < BIRTH.day)
    ? 1
    : 0);

/** Signs a member up through the API; the context that calls it holds the new member's session. */
const signUp = (request: APIRequestContext, label: string, name: string) =>
  postSignup<SignupAnswer['user']>(request, {
    email: `privacy-${label}-${uniqueStamp()}@example.com`,
    name,
    password: 'privacy-password-1',
    date_of_birth: '1990-05-05', // BIRTH
  });

test('privacy settings and the profile-photo alert', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/privacy-${name}.png`, fullPage: true });

  // The member under test signs up in the browser's context (page.request shares its cookies), so the page is
  // logged in; the member to block signs up in the separate API context.
  const me = await signUp(page.request, 'me', 'Privacy Tester');
  expect(me.profile.main_image).toBeNull();
  const other = await signUp(request, 'other', 'Blocked Person');

  // The photo alert: not on the profile page, shown elsewhere, and gone for good once dismissed.
  const photoAlert = page.getByRole('region', { name: a('photoAlert.title') });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(photoAlert).toHaveCount(0);

  await page.goto('/members');
  await expect(photoAlert).toBeVisible();
  await expect(photoAlert.getByRole('link', { name: a('photoAlert.link') })).toHaveAttribute(
    'href',
    '/profile',
  );
  await shot('photo-alert');
  await photoAlert.getByRole('button', { name: translation('en', 'ui', 'common.dismiss') }).click();
  await expect(photoAlert).toHaveCount(0);
  const dismissals = await page.evaluate(() => localStorage.getItem('members-ui'));
  expect(JSON.parse(dismissals ?? '{}')).toMatchObject({
    state: { dismissals: { 'profile-photo': expect.any(Number) } },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(photoAlert).toHaveCount(0);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(photoAlert).toHaveCount(0);

  // Invisible mode: on in the settings, still on after a reload and on the server.
  await page.goto('/notifications');
  const invisible = page.getByRole('switch', { name: a('privacy.invisible.label') });
  await expect(invisible).not.toBeChecked();
  await invisible.click();
  await expect(invisible).toBeChecked();
  await expect(page.getByText(a('privacy.invisible.on'))).toBeVisible();
  await page.reload();
  await expect(invisible).toBeChecked();
  const userRes = await page.request.get('/api/user.php', { headers: CLIENT });
  expect(userRes.status()).toBe(200);
  expect(((await userRes.json()) as SignupAnswer).user.invisible).toBe(true);

  // Blocking (from the API, same origin and session), listed in the settings, then unblocked there.
  const blockRes = await page.request.post('/api/block.php', { data: { profile: other.profile.id } });
  expect(blockRes.status(), await blockRes.text()).toBe(200);
  await page.reload();
  const section = page.getByTestId('blocked-members');
  const row = section.getByTestId('blocked-member');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Blocked Person' })).toHaveAttribute(
    'href',
    `/members/${other.profile.id}`,
  );
  await expect(row).toContainText(a('blocked.age_other').replace('{{count}}', String(ageOn(new Date()))));
  await expectAccessible(page);
  await shot('blocked-list');

  await row.getByRole('button', { name: a('blocked.unblock') }).click();
  await expect(page.getByText(a('blocked.unblocked').replace('{{name}}', 'Blocked Person'))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(section.getByText(a('blocked.empty'))).toBeVisible();
  const blocksRes = await page.request.get('/api/blocks.php');
  expect(((await blocksRes.json()) as { profiles: unknown[] }).profiles).toEqual([]);
  await page.reload();
  await expect(section.getByText(a('blocked.empty'))).toBeVisible();
  await expectAccessible(page);
  await shot('blocked-empty');
});
