import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TErrorCode } from '@dating/core/contracts';
import { renderWithProviders } from '@/test/render';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';
import { LoginScreen } from './login-screen';

beforeEach(() => resetMemberApi());

async function failLogin(code: TErrorCode, status: number, params?: Record<string, number>) {
  memberApi.user.login.mockRejectedValue(memberApiError(code, status, params));
  const user = userEvent.setup();
  renderWithProviders(<LoginScreen />, { pathname: '/login' });
  await user.type(screen.getByLabelText(/Email address/), 'sam@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('alert');
}

describe('LoginScreen form', () => {
  it('posts, so a submit before hydration never puts the password into the address', () => {
    renderWithProviders(<LoginScreen />, { pathname: '/login' });
    const form = screen.getByLabelText(/^Password/).closest('form')!;
    expect(form.method).toBe('post');
  });
});

describe('LoginScreen error messages', () => {
  it('login_failed', async () => {
    expect(await failLogin('login_failed', 401)).toHaveTextContent('Login failed, please try again');
  });

  it('account_locked with the minutes from the envelope', async () => {
    expect(await failLogin('account_locked', 423, { minutes: 15 })).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 15 min.',
    );
  });

  it('account_pending_deletion offers customer service', async () => {
    const alert = await failLogin('account_pending_deletion', 403);
    expect(alert).toHaveTextContent('Account pending deletion');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });

  it('rate_limited', async () => {
    expect(await failLogin('rate_limited', 429)).toHaveTextContent('Please wait a few minutes');
  });

  it('links the message to the form', async () => {
    await failLogin('login_failed', 401);
    expect(screen.getByRole('button', { name: 'Log in' }).closest('form')).toHaveAttribute(
      'aria-describedby',
      'login-error',
    );
  });
});

describe('LoginScreen notices', () => {
  it('explains a failed reactivation link', () => {
    renderWithProviders(<LoginScreen />, {
      pathname: '/login',
      search: 'reactivation=failed',
    });
    expect(screen.getByTestId('login-notice')).toHaveTextContent('could not be reactivated');
  });

  it('links to the password reset', () => {
    renderWithProviders(<LoginScreen />, { pathname: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('speaks French', async () => {
    memberApi.user.login.mockRejectedValue(memberApiError('account_locked', 423, { minutes: 7 }));
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, {
      pathname: '/login',
      locale: 'fr',
    });
    await user.type(screen.getAllByRole('textbox')[0]!, 'sam@example.com');
    await user.type(document.querySelector('input[type=password]')!, 'x');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('compte bloqué pendant 7 min.');
  });
});
