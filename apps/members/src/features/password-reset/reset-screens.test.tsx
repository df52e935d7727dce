import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TErrorCode } from '@dating/core/contracts';
import { renderWithProviders } from '@/test/render';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';
import { ResetDoScreen } from './reset-do-screen';
import { ResetRequestScreen } from './reset-request-screen';

const TOKEN = 'a'.repeat(40);

beforeEach(() => resetMemberApi());

describe('ResetRequestScreen', () => {
  async function submit(email: string) {
    const user = userEvent.setup();
    renderWithProviders(<ResetRequestScreen />, { pathname: '/reset-password' });
    await user.type(screen.getByLabelText(/E-mail address/), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('checks the address before calling the API', async () => {
    await submit('not-an-address');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(memberApi.account.requestReset).not.toHaveBeenCalled();
  });

  it('names the address it sent the link to', async () => {
    memberApi.account.requestReset.mockResolvedValue({ ok: true });
    await submit('sam@example.com');
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent('We sent a link to sam@example.com.');
    expect(memberApi.account.requestReset).toHaveBeenCalledWith({ email: 'sam@example.com' });
  });

  it.each<[TErrorCode, number, string]>([
    ['email_not_found', 404, 'E-mail address not found'],
    ['reset_limit', 429, 'Too many password reset emails sent, please try again tomorrow.'],
    ['rate_limited', 429, 'Too many requests. Please wait a moment and try again.'],
  ])('%s → its message on the field', async (code, status, text) => {
    memberApi.account.requestReset.mockRejectedValue(memberApiError(code, status));
    await submit('sam@example.com');
    const input = screen.getByLabelText(/E-mail address/);
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(text));
    expect(input).toHaveFocus();
  });
});

describe('ResetDoScreen', () => {
  async function submit(password: string, repeat: string, token = TOKEN) {
    const user = userEvent.setup();
    renderWithProviders(<ResetDoScreen token={token} />, {
      pathname: '/reset-password/do',
    });
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/Repeat new password/), repeat);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('refuses different passwords on the client', async () => {
    await submit('long-enough-1', 'long-enough-2');
    expect(screen.getByLabelText(/Repeat new password/)).toHaveAccessibleDescription(
      'The entered passwords are not the same.',
    );
    expect(memberApi.account.resetPassword).not.toHaveBeenCalled();
  });

  it('maps passwords_differ from the API', async () => {
    memberApi.account.resetPassword.mockRejectedValue(memberApiError('passwords_differ', 400));
    await submit('long-enough-1', 'long-enough-1');
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Repeat new password/)).toHaveAccessibleDescription(
        'The entered passwords are not the same.',
      ),
    );
  });

  it('shows an expired link with a way to request a new one', async () => {
    memberApi.account.resetPassword.mockRejectedValue(memberApiError('token_invalid', 400));
    await submit('long-enough-1', 'long-enough-1');
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent(
      'Link expired or invalid, request a new email',
    );
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('shows a malformed token as invalid at once', () => {
    renderWithProviders(<ResetDoScreen token="x" />, {
      pathname: '/reset-password/do',
    });
    expect(screen.getByTestId('reset-invalid')).toBeInTheDocument();
  });

  it('saves and links to the login', async () => {
    memberApi.account.resetPassword.mockResolvedValue({ ok: true });
    await submit('long-enough-1', 'long-enough-1');
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect(memberApi.account.resetPassword).toHaveBeenCalledWith({
      token: TOKEN,
      password: 'long-enough-1',
      password_confirm: 'long-enough-1',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?reset=done');
  });
});
