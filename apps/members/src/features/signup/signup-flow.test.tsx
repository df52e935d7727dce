import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SignupModal } from './signup-modal';
import { SignupPage } from './signup-page';
import { useSignupStore } from './signup-store';
import { apiError, fakeApi, resetFakeApi } from './test-api';

beforeEach(() => {
  resetFakeApi();
  useSignupStore.getState().reset();
});

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = 'jan@example.com') {
  await user.click(screen.getByRole('radio', { name: 'a man' }));
  await user.click(screen.getByRole('radio', { name: 'women' }));
  await user.type(screen.getByLabelText(/Profile name/), 'Jan');
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.type(screen.getByLabelText(/Date of birth/), '1990-05-12');
}

describe('sign-up step 0', () => {
  it('moves focus to the first invalid field and links its error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await user.type(screen.getByLabelText(/Profile name/), '@jan');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const first = screen.getByRole('radio', { name: 'a man' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByLabelText(/Profile name/);
    expect(name).toHaveAccessibleDescription(expect.stringContaining('may not start with @'));
    expect(fakeApi.account.signup).not.toHaveBeenCalled();
  });

  it('offers the "did you mean" address and applies it on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await user.type(screen.getByLabelText(/E-mail address/), 'jan@gmial.com');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Use jan@gmail.com' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('jan@gmail.com');
  });

  it('sends gender, sexuality and tracking, then shows the finished stages on the photo step', async () => {
    window.localStorage.setItem('members-tracking', JSON.stringify({ network: 'aff1', ref: 'r' }));
    fakeApi.account.signup.mockResolvedValue({ user: createUser({ status: 'not_confirmed' }) });
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { name: 'Add a photo' });
    expect(fakeApi.account.signup).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'jan@example.com',
        gender: 'male',
        sexuality: 'hetero',
        date_of_birth: '1990-05-12',
        language: 'en',
        tracking: { network: 'aff1', ref: 'r' },
      }),
    );
    expect(screen.getByTestId('signup-progress')).toHaveTextContent('Sending the activation e-mail');
    window.localStorage.clear();
  });

  it("looks for matches after the account exists: the new member's search runs before the photo step", async () => {
    fakeApi.account.signup.mockResolvedValue({
      user: createUser(
        { status: 'not_confirmed' },
        { id: 'new-1', gender: 'male', sexuality: 'hetero', country: 'NL' },
      ),
    });
    let answer: (page: unknown) => void = () => undefined;
    fakeApi.profiles.search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    // The account is made and the mail sent; the matches are still loading, and the flow waits for them.
    const matches = await screen.findByText('Looking for matches', { exact: false });
    expect(matches.closest('[data-stage]')).toHaveAttribute('data-state', 'active');
    expect(
      screen.getByText('Creating your account', { exact: false }).closest('[data-stage]'),
    ).toHaveAttribute('data-state', 'done');
    expect(useSignupStore.getState().submitting).toBe(true);
    expect(fakeApi.profiles.search).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 'female', country: 'NL' }),
      expect.anything(),
    );
    act(() =>
      answer({
        results: [],
        next_cursor: null,
        num_results: 0,
        num_results_capped: false,
        similar_results: [],
        similar_num_results: 0,
      }),
    );
    await screen.findByRole('heading', { name: 'Add a photo' });
    expect(screen.getByText('Looking for matches', { exact: false }).closest('[data-stage]')).toHaveAttribute(
      'data-state',
      'done',
    );
    expect(useSignupStore.getState().submitting).toBe(false);
  });

  it('a failed match search never fails sign-up', async () => {
    fakeApi.account.signup.mockResolvedValue({ user: createUser({ status: 'not_confirmed' }) });
    fakeApi.profiles.search.mockRejectedValue(apiError('internal_error', 500));
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { name: 'Add a photo' });
  });

  it('maps "email exists" onto the e-mail field with a login link', async () => {
    fakeApi.account.signup.mockRejectedValue(apiError('email_exists', 409));
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/An account with this email already exists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
  });

  it('shows the invite-only message without a traffic source', () => {
    renderWithProviders(<SignupPage />, { settings: { signups: 'with_trafficsource' } });
    expect(screen.getByRole('heading', { name: 'Sign-up by invitation only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });
});

describe('optional steps', () => {
  it('skips photo, location, appearance and interests, and leaves out push without a key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage skipAccount />, { user: createUser({ status: 'not_confirmed' }) });
    for (const title of ['Add a photo', 'Where do you live?', 'A little about you']) {
      await screen.findByRole('heading', { name: title });
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    await screen.findByRole('heading', { name: 'What are you into?' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(fakeApi.account.updateProfile).not.toHaveBeenCalled();
  });

  it('saves a step with updateProfile before moving on', async () => {
    fakeApi.account.updateProfile.mockResolvedValue({ user: createUser() });
    useSignupStore.getState().goTo('interests');
    const user = userEvent.setup();
    renderWithProviders(<SignupPage skipAccount />, { user: createUser({ status: 'not_confirmed' }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Hiking' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    expect(fakeApi.account.updateProfile.mock.calls[0]?.[0]).toEqual({ interests: ['hiking'] });
  });
});

describe('sign-up modal', () => {
  it('cannot be closed by Escape while the account request runs, and can afterwards', async () => {
    let finish: (value: unknown) => void = () => undefined;
    fakeApi.account.signup.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<SignupModal />);
    act(() => useSignupStore.getState().open());
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Creating your account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await act(async () => finish({ user: createUser({ status: 'not_confirmed' }) }));
    await screen.findByRole('heading', { name: 'Add a photo' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument());
  });

  it('opens from a /signup link click on a desktop', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <a href="/signup">Join</a>
        <SignupModal />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
  });
});
