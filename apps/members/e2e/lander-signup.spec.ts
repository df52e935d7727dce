import { type Page } from '@playwright/test';
import {
  activationLink,
  expect,
  expectAccessible,
  expectNoSeriousAxeViolations,
  test,
  translation,
  type Locale,
} from './fixtures';
import { skipToComplete } from './support/signup-form';

// Sign-up on the gallery lander's inline form: the account is made by POST /api/signup.php from
// /landers/*, the session cookie is set on the one origin, and the member continues at
// /complete-signup?api_signup_complete=1 (photo step onwards), then activates through the dev mailbox.

const PASSWORD = 'a-long-enough-password';
const uniqueEmail = (label: string) =>
  `e2e-lander-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const l = (locale: Locale, key: string) => translation(locale, 'landers', `signupForm.${key}`);

/** Opens a lander at `url`: the page in `locale`, its sign-up form visible and described as for adults only. */
async function landerForm(page: Page, url: string, locale: Locale) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const form = page.getByRole('form', { name: l(locale, 'title') });
  await expect(form).toBeVisible();
  await expect(form).toHaveAccessibleDescription(l(locale, 'adultsOnly'));
  return form;
}
const s = (locale: Locale, key: string) => translation(locale, 'signup', key);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label's whole text (the visible required marker `*` may follow it). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

/** axe on the lander with the form, WCAG 2.2 AA tags, no serious or critical violation. */
async function expectFormAccessible(page: Page) {
  await expectNoSeriousAxeViolations(page, '[data-testid="lander-signup-form"]');
}

/** Fills the inline form with the keyboard only (Tab between fields, arrow keys in the selects). */
async function fillWithKeyboard(page: Page, locale: Locale, email: string, name: string) {
  await field(page, l(locale, 'iAm')).focus();
  await page.keyboard.press('ArrowDown'); // "a man"
  await expect(field(page, l(locale, 'iAm'))).toHaveValue('man');
  await page.keyboard.press('Tab');
  await expect(field(page, l(locale, 'lookingFor'))).toBeFocused();
  await page.keyboard.press('ArrowDown'); // "women"
  await expect(field(page, l(locale, 'lookingFor'))).toHaveValue('women');
  await page.keyboard.press('Tab');
  await expect(field(page, l(locale, 'email'))).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(field(page, l(locale, 'password'))).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab'); // the show-password toggle
  await page.keyboard.press('Tab');
  await expect(field(page, l(locale, 'dateOfBirth'))).toBeFocused();
  await field(page, l(locale, 'dateOfBirth')).fill('1990-05-12'); // the date picker's segments vary by locale
  await field(page, l(locale, 'name')).focus();
  await page.keyboard.type(name);
}

/** The activation link's path (the lander's origin serves it too). */
async function activationPath(page: Page, email: string): Promise<string> {
  const url = new URL(await activationLink(page, email));
  return `${url.pathname}${url.search}`;
}

async function currentUser(page: Page) {
  const response = await page.request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { status: string; language: string } }).user;
}

test.describe('sign-up on the gallery lander', () => {
  test('English on a desktop: keyboard only, tracking kept, /complete-signup with an alert, activation', async ({
    page,
  }) => {
    const form = await landerForm(
      page,
      '/landers/gallery/eng?network=adnet&ref=77&sub1={click}&sub2=b&utm_source=x',
      'en',
    );
    await expect(form.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    );
    // The fictional profiles stay marked beside the form.
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: translation('en', 'landers', 'fictional.badge') })
        .count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page);

    // Errors first: every field is checked before any request, the first invalid one gets focus.
    const submit = form.getByRole('button', { name: l('en', 'submit') });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(field(page, l('en', 'iAm'))).toBeFocused();
    await expect(field(page, l('en', 'iAm'))).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, l('en', 'email'))).toHaveAccessibleDescription(l('en', 'errors.required'));
    await page.screenshot({ path: 'test-results/lander-signup-en-errors.png', fullPage: true });
    await expectFormAccessible(page);

    // A typo in the domain gets a "did you mean" that the keyboard can apply.
    await field(page, l('en', 'email')).fill('someone@gmial.com');
    await page.keyboard.press('Tab');
    const apply = form.getByRole('button', { name: 'Use someone@gmail.com' });
    await expect(apply).toBeVisible();
    await field(page, l('en', 'email')).fill('');

    const email = uniqueEmail('en');
    await fillWithKeyboard(page, 'en', email, 'Lander Jan');
    const request = page.waitForRequest('**/api/signup.php');
    await field(page, l('en', 'name')).press('Enter');
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect((await request).headers()['x-request-type']).toBe('client');
    expect(body).toMatchObject({
      email,
      name: 'Lander Jan',
      date_of_birth: '1990-05-12',
      gender: 'male',
      sexuality: 'hetero',
      language: 'en',
      tracking: { network: 'adnet', ref: '77', sub1: 'click', sub2: 'b', sub3: null },
    });

    await expect(page).toHaveURL((url) => url.pathname === '/complete-signup');
    expect(new URL(page.url()).searchParams.get('api_signup_complete')).toBe('1');
    // Logged in through the cookie the API set on this origin.
    expect((await currentUser(page)).status).toBe('not_confirmed');
    await expect(page.getByRole('heading', { level: 1, name: s('en', 'photo.title') })).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveCount(0);
    // On a desktop the activation reminder is an alert, not a modal (spec §2).
    await expect(page.getByTestId('activation-reminder')).toContainText(s('en', 'activation.reminderTitle'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/lander-signup-en-complete-signup.png', fullPage: true });
    await expectAccessible(page);

    await skipToComplete(page, 'en');
    await page.screenshot({ path: 'test-results/lander-signup-en-complete-step.png', fullPage: true });

    await page.goto(await activationPath(page, email));
    await expect(page).toHaveURL((url) => url.pathname === '/activate/done');
    await expect(page.getByRole('heading', { name: s('en', 'activation.doneTitle') })).toBeVisible();
    expect((await currentUser(page)).status).not.toBe('not_confirmed');
    await page.screenshot({ path: 'test-results/lander-signup-en-activated.png' });
  });

  test('an existing account is offered the login page, at the e-mail field', async ({ page }) => {
    const email = uniqueEmail('dup');
    const first = await page.request.post('/api/signup.php', {
      headers: { 'X-Request-Type': 'client' },
      data: {
        email,
        name: 'First',
        password: PASSWORD,
        date_of_birth: '1991-01-01',
        gender: 'female',
        sexuality: 'hetero',
      },
    });
    expect(first.status()).toBe(200);
    await page.context().clearCookies();

    await page.goto('/landers/gallery/eng');
    await fillWithKeyboard(page, 'en', email, 'Second');
    await page.getByRole('button', { name: l('en', 'submit') }).click();
    const emailField = field(page, l('en', 'email'));
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(l('en', 'errors.emailExists'))),
    );
    await expect(page.getByRole('link', { name: l('en', 'errors.emailExistsLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/landers/gallery'));
    await page.screenshot({ path: 'test-results/lander-signup-en-exists.png', fullPage: true });
    await expectFormAccessible(page);
  });
});

test.describe('sign-up on the gallery lander from a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Dutch slug: form in Dutch, /complete-signup in Dutch with the activation modal, activation', async ({
    page,
  }) => {
    const form = await landerForm(page, '/landers/gallery/nl?network=summer&sub3=phone', 'nl');
    await expectFormAccessible(page);

    // Under 18: refused at the field, in Dutch, before any request.
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/signup.php')) calls += 1;
    });
    await field(page, l('nl', 'iAm')).selectOption('woman');
    await field(page, l('nl', 'lookingFor')).selectOption('both');
    const email = uniqueEmail('nl');
    await field(page, l('nl', 'email')).fill(email);
    await field(page, l('nl', 'password')).fill(PASSWORD);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    await field(page, l('nl', 'dateOfBirth')).fill(young.toISOString().slice(0, 10));
    await field(page, l('nl', 'name')).fill('Lotte');
    await form.getByRole('button', { name: l('nl', 'submit') }).click();
    const dob = field(page, l('nl', 'dateOfBirth'));
    await expect(dob).toBeFocused();
    await expect(dob).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(l('nl', 'errors.tooYoung').replace('{{min_age}}', '18'))),
    );
    expect(calls).toBe(0);
    await page.screenshot({ path: 'test-results/lander-signup-nl-phone-too-young.png', fullPage: true });

    await dob.fill('1994-03-08');
    await form.getByRole('button', { name: l('nl', 'submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/complete-signup');
    expect(new URL(page.url()).searchParams.get('api_signup_complete')).toBe('1');
    const user = await currentUser(page);
    expect(user.status).toBe('not_confirmed');
    expect(user.language).toBe('nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    // With api_signup_complete on a smartphone the activation reminder is a modal (spec §2).
    const modal = page.getByTestId('activation-reminder-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(s('nl', 'activation.reminderTitle'));
    await page.screenshot({ path: 'test-results/lander-signup-nl-phone-modal.png' });
    await modal.getByRole('button', { name: s('nl', 'activation.later') }).click();
    await expect(modal).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: s('nl', 'photo.title') })).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveCount(0);
    await page.screenshot({
      path: 'test-results/lander-signup-nl-phone-complete-signup.png',
      fullPage: true,
    });
    await skipToComplete(page, 'nl');
    await expectAccessible(page);

    await page.goto(await activationPath(page, email));
    await expect(page).toHaveURL((url) => url.pathname === '/activate/done');
    await expect(page.getByRole('heading', { name: s('nl', 'activation.doneTitle') })).toBeVisible();
    await page.screenshot({ path: 'test-results/lander-signup-nl-phone-activated.png' });
  });
});
