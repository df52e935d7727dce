import { type Page } from '@playwright/test';
import type { SignupAccountField } from '@dating/ui/signup-account-form';

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
