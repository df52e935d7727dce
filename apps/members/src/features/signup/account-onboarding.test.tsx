import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignupPage } from './signup-page';
import { useSignupStore } from './signup-store';
import { fakeApi, resetFakeApi } from './test-api';

/** happy-dom's viewport: its media queries follow it (the onboarding's controls show below 768 px). */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 844,
  });

beforeEach(() => {
  resetFakeApi();
  useSignupStore.getState().reset();
  viewport(390);
});
afterEach(() => viewport(1024));

const onboarding = () => screen.getByTestId('signup-onboarding');
const progress = () => screen.getByRole('progressbar', { name: /Question \d of 6/ });

// The screens themselves are CSS (below 768 px only the current question shows); this test drives the
// onboarding's state and checks, which the CSS follows through data-question.
describe('sign-up on a phone: one question per screen', () => {
  it('shows the progress and checks each answer before going on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    expect(onboarding()).toHaveAttribute('data-question', '0');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // No answer: the question's own error, and the member stays on it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onboarding()).toHaveAttribute('data-question', '0');
    expect(screen.getByRole('radio', { name: 'a man' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'a man' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onboarding()).toHaveAttribute('data-question', '1');
    expect(screen.getByText('Question 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'men' })).toHaveFocus();
    // One question per screen: the answered one is hidden, and the ones ahead carry no error yet.
    expect(screen.queryByRole('radio', { name: 'a man' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Profile name/ })).toBeNull();
    expect(screen.getByLabelText(/Profile name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onboarding()).toHaveAttribute('data-question', '0');
    expect(screen.getByRole('radio', { name: 'a man' })).toHaveFocus();
  });

  it('walks through every question to the last, which has the submit button, and creates the account', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'a man' }));
    await next();
    await user.click(screen.getByRole('radio', { name: 'women' }));
    await next();
    await user.type(screen.getByLabelText(/Profile name/), 'Jan');
    await next();
    await user.type(screen.getByLabelText(/E-mail address/), 'jan@example');
    await next();
    // An invalid address keeps the member on the e-mail question.
    expect(onboarding()).toHaveAttribute('data-question', '3');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/E-mail address/), '.com');
    await next();
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await next();
    expect(onboarding()).toHaveAttribute('data-question', '5');
    expect(progress()).toHaveAttribute('aria-valuenow', '6');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.type(screen.getByLabelText(/Date of birth/), '1990-05-12');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(fakeApi.account.signup).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jan@example.com', name: 'Jan', gender: 'male', sexuality: 'hetero' }),
    );
  });

  it('from 768 px the whole form shows without the onboarding controls (the desktop modal)', () => {
    viewport(1024);
    renderWithProviders(<SignupPage />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeVisible();
  });
});
