import { type Page } from '@playwright/test';
import type { SignupAccountField } from '@dating/ui/signup-account-form';
import { expect, translation, type Locale } from '../fixtures';

/**
 * The answers by field of the account step (`SignupAccountField`): the two radios by their accessible names
 * ("I am …", "looking for …"), the date of birth as `YYYY-MM-DD`.
 */
export type AccountAnswers = Record<SignupAccountField, string>;

/**
 * Fills the member site's sign-up account step without submitting. Below 768 px it is an onboarding with one
 * question per screen: each answer is followed by "Next" there; wider, the whole form shows at once.
 */
export async function fillSignupAccount(page: Page, answers: AccountAnswers) {
  const next = page.getByTestId('signup-next');
  const onboarding = await next.isVisible();
  const step = async () => {
    if (onboarding) await next.click();
  };
  await page.getByRole('radio', { name: answers.iAm, exact: true }).check();
  await step();
  await page.getByRole('radio', { name: answers.lookingFor, exact: true }).check();
  await step();
  await page.locator('#signup-name').fill(answers.name);
  await step();
  await page.locator('#signup-email').fill(answers.email);
  await step();
  await page.locator('#signup-password').fill(answers.password);
  await step();
  await page.locator('#signup-dob').fill(answers.dateOfBirth);
}

/**
 * Skips the optional steps after the account (push only appears when the site has a key) up to the complete
 * step, on the member site's sign-up and on its continuation after a lander's inline form.
 */
export async function skipToComplete(page: Page, locale: Locale) {
  const complete = page.getByRole('heading', { name: translation(locale, 'signup', 'complete.title') });
  for (let i = 0; i < 6; i += 1) {
    if (await complete.isVisible()) break;
    await page
      .getByRole('button', { name: translation(locale, 'signup', 'actions.skip'), exact: true })
      .click();
  }
  await expect(complete).toBeVisible();
}
