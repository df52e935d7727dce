import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { useUiStore } from '@/stores/ui-store';
import {
  memberApi as fakeApi,
  memberApiError as apiError,
  resetMemberApi as resetFakeApi,
} from '@/test/member-api';
import { ActivationReminder } from './activation-reminder';

const unconfirmed = createUser({ status: 'not_confirmed' }, { status: 'disabled' });

function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderReminder = (pathname: string) =>
  renderWithProviders(<ActivationReminder />, { user: unconfirmed, pathname });

/** At /complete-signup?api_signup_complete=1, where a sign-up (here or on a lander) continues. */
function renderAfterSignup() {
  window.history.replaceState(null, '', '/complete-signup?api_signup_complete=1');
  renderReminder('/complete-signup');
}

beforeEach(() => {
  resetFakeApi();
  useUiStore.setState({ dismissals: {} });
  setPhone(false);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('ActivationReminder', () => {
  it('resends from the alert and names the address in a toast', async () => {
    fakeApi.account.resendActivation.mockResolvedValue({ ok: true, sent_to: 'jan@example.com' });
    const user = userEvent.setup();
    renderReminder('/members');
    const alert = screen.getByRole('region', { name: 'Please confirm your e-mail address' });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(
      await screen.findByText('We sent a new activation e-mail to jan@example.com.'),
    ).toBeInTheDocument();
    expect(alert).toBeInTheDocument();
  });

  it('shows a failed resend as a translated error', async () => {
    fakeApi.account.resendActivation.mockRejectedValue(apiError('rate_limited', 429));
    const user = userEvent.setup();
    renderReminder('/members');
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
  });

  it('stores a dismissal with its time', async () => {
    const user = userEvent.setup();
    renderReminder('/members');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(useUiStore.getState().dismissals['activation-reminder']).toBeTypeOf('number');
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
  });

  it('is a modal on a smartphone with api_signup_complete', async () => {
    setPhone(true);
    renderAfterSignup();
    expect(
      await screen.findByRole('dialog', { name: 'Please confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
  });

  it('is an alert with api_signup_complete on a desktop (a lander sign-up continuing at /complete-signup)', async () => {
    renderAfterSignup();
    expect(
      await screen.findByRole('region', { name: 'Please confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown on the sign-up page', () => {
    renderReminder('/signup');
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
  });
});
