import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TErrorCode } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { navigation } from '@/test/navigation-mock';
import { renderWithProviders } from '@/test/render';
import { SettingsScreen } from './settings-screen';
import { accountApi, accountApiError, createNotifications, resetAccountApi } from './test-api';

function renderSettings(settings: { delete_discount?: number | null } = {}) {
  accountApi.account.notifications.mockResolvedValue(createNotifications());
  return renderWithProviders(<SettingsScreen initialNotifications={createNotifications()} />, {
    user: createUser(),
    pathname: '/notifications',
    settings,
  });
}

beforeEach(() => resetAccountApi());

describe('preferences', () => {
  it('shows the eight e-mail and four push preferences as separate sets', () => {
    renderSettings();
    expect(within(screen.getByTestId('email-preferences')).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(screen.getByTestId('push-preferences')).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('saves a change optimistically', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    accountApi.account.updateNotifications.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderSettings();
    const news = screen.getByRole('checkbox', { name: 'News about the site' });
    await user.click(news);
    expect(news).not.toBeChecked();
    expect(accountApi.account.updateNotifications).toHaveBeenCalledWith({ email: { news: false } });
    accountApi.account.notifications.mockResolvedValue(createNotifications({ email: { news: false } }));
    resolve(createNotifications({ email: { news: false } }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(news).not.toBeChecked();
  });

  it('rolls back when saving fails', async () => {
    accountApi.account.updateNotifications.mockRejectedValue(accountApiError('internal_error', 500));
    const user = userEvent.setup();
    renderSettings();
    const like = within(screen.getByTestId('push-preferences')).getByRole('checkbox', {
      name: 'Someone likes me',
    });
    await user.click(like);
    expect(
      await within(screen.getByTestId('push-preferences')).findByTestId('preferences-error'),
    ).toHaveTextContent('could not be saved');
    expect(like).toBeChecked();
  });
});

describe('change password', () => {
  async function submit(old: string, next: string, repeat: string) {
    const user = userEvent.setup();
    renderSettings();
    const form = within(screen.getByTestId('change-password'));
    await user.type(form.getByLabelText(/Current password/), old);
    await user.type(form.getByLabelText(/^New password/), next);
    await user.type(form.getByLabelText(/Repeat new password/), repeat);
    await user.click(form.getByRole('button', { name: 'Change password' }));
    return form;
  }

  it('checks the repetition on the client', async () => {
    const form = await submit('old-password', 'new-password-1', 'new-password-2');
    expect(form.getByLabelText(/Repeat new password/)).toHaveAccessibleDescription(
      'The entered passwords are not the same.',
    );
    expect(accountApi.account.changePassword).not.toHaveBeenCalled();
  });

  it('wrong_password → "Please check your old password."', async () => {
    accountApi.account.changePassword.mockRejectedValue(accountApiError('wrong_password', 400));
    const form = await submit('old-password', 'new-password-1', 'new-password-1');
    const old = form.getByLabelText(/Current password/);
    await vi.waitFor(() => expect(old).toHaveAccessibleDescription('Please check your old password.'));
    expect(old).toHaveFocus();
  });

  it('confirms with a toast that other devices were logged out', async () => {
    accountApi.account.changePassword.mockResolvedValue({ ok: true });
    await submit('old-password', 'new-password-1', 'new-password-1');
    expect(accountApi.account.changePassword).toHaveBeenCalledWith({
      old_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(await screen.findByText(/Other devices have been logged out/)).toBeInTheDocument();
  });
});

describe('change e-mail', () => {
  async function submit(email: string, password = 'secret-password') {
    const user = userEvent.setup();
    renderSettings();
    const form = within(screen.getByTestId('change-email'));
    await user.type(form.getByLabelText(/New e-mail address/), email);
    await user.type(form.getByLabelText(/Current password/), password);
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    return form;
  }

  it.each<[TErrorCode, string, RegExp]>([
    ['invalid_email', 'New email address is invalid.', /New e-mail address/],
    ['email_exists', 'This email address already owns an account on this website.', /New e-mail address/],
    ['wrong_password', 'Please check your password.', /Current password/],
  ])('%s → its message', async (code, text, field) => {
    accountApi.account.requestMailChange.mockRejectedValue(accountApiError(code, 400));
    const form = await submit('new@example.com');
    await vi.waitFor(() => expect(form.getByLabelText(field)).toHaveAccessibleDescription(text));
  });

  it('checks the address on the client', async () => {
    const form = await submit('nope');
    expect(form.getByLabelText(/New e-mail address/)).toHaveAccessibleDescription(
      'New email address is invalid.',
    );
  });

  it('names the new address after sending', async () => {
    accountApi.account.requestMailChange.mockResolvedValue({ ok: true });
    await submit('new@example.com');
    expect(await screen.findByTestId('mail-change-sent')).toHaveTextContent(
      'We sent a confirmation link to new@example.com.',
    );
  });
});

describe('delete account', () => {
  async function startDeletion(settings: { delete_discount?: number | null } = {}) {
    const user = userEvent.setup();
    renderSettings(settings);
    const section = within(screen.getByTestId('delete-account'));
    await user.click(section.getByRole('checkbox', { name: 'I found someone' }));
    await user.click(section.getByRole('checkbox', { name: 'Another reason' }));
    await user.type(section.getByLabelText(/Anything else/), 'Thanks!');
    await user.type(section.getByLabelText(/Current password/), 'secret-password');
    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    return user;
  }

  it('asks for the password first', async () => {
    const user = userEvent.setup();
    renderSettings();
    const section = within(screen.getByTestId('delete-account'));
    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    expect(section.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms in a dialog, sends the reasons and goes to /account-deleted', async () => {
    accountApi.account.delete.mockResolvedValue({ ok: true });
    const user = await startDeletion();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(accountApi.account.delete).toHaveBeenCalledWith({
      reasons: ['found_someone', 'other'],
      remarks: 'Thanks!',
      password: 'secret-password',
    });
    await vi.waitFor(() => expect(navigation.router.replace).toHaveBeenCalledWith('/account-deleted'));
  });

  it('offers the delete discount honestly before the confirmation, and can be declined', async () => {
    const user = await startDeletion({ delete_discount: 20 });
    const offer = screen.getByRole('dialog', { name: 'Before you go: 20% off' });
    expect(offer).toHaveTextContent('Stay and get 20% off your next credit purchase');
    expect(offer).toHaveTextContent('applied at checkout');
    await user.click(within(offer).getByRole('button', { name: 'No thanks, continue deleting' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(accountApi.discounts.acceptDeleteDiscount).not.toHaveBeenCalled();
  });

  it('accepting the offer saves a personal code, shows it with its end date, and deletes nothing', async () => {
    accountApi.discounts.acceptDeleteDiscount.mockResolvedValue({
      discount_code: {
        code: 'STAY-ABCD2345',
        country: null,
        user_id: 'me',
        expires: '2026-12-23T10:00:00.000Z',
        value_percentage: 20,
        percentage: 20,
        currency: null,
        minimum_order_value: 0,
        status: 'active',
        validity: 'once_per_user',
        expired: false,
        paymentmethods: [],
      },
    });
    const user = await startDeletion({ delete_discount: 20 });
    const offer = screen.getByRole('dialog', { name: 'Before you go: 20% off' });
    await user.click(within(offer).getByRole('button', { name: 'Stay and get 20% off' }));
    const granted = await screen.findByRole('dialog', { name: 'Your discount is saved' });
    expect(within(granted).getByTestId('delete-discount-code')).toHaveTextContent(
      'Your code STAY-ABCD2345 gives you 20% off your next credit purchase until December 23, 2026.',
    );
    expect(within(granted).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(accountApi.account.delete).not.toHaveBeenCalled();
    await user.click(within(granted).getByRole('button', { name: 'Back to settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the code could not be saved, and still lets the member go on', async () => {
    accountApi.discounts.acceptDeleteDiscount.mockRejectedValue(accountApiError('internal_error', 500));
    const user = await startDeletion({ delete_discount: 20 });
    await user.click(screen.getByRole('button', { name: 'Stay and get 20% off' }));
    expect(await screen.findByText('The discount could not be saved. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No thanks, continue deleting' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('wrong_password closes the dialog and marks the password', async () => {
    accountApi.account.delete.mockRejectedValue(accountApiError('wrong_password', 400));
    const user = await startDeletion();
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    const field = within(screen.getByTestId('delete-account')).getByLabelText(/Current password/);
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Please check your password.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('layout', () => {
  it('names the language of the site and e-mails, with the way to change it', () => {
    renderSettings();
    const language = screen.getByRole('region', { name: 'Language' });
    expect(language).toHaveTextContent('Language: English');
    expect(within(language).getByRole('link', { name: 'Change language' })).toHaveAttribute(
      'href',
      '/lang-config',
    );
  });

  it('marks the deletion section as the dangerous one and keeps one primary action per form', () => {
    renderSettings();
    expect(screen.getByTestId('delete-account')).toHaveAttribute('data-tone', 'danger');
    for (const id of ['change-password', 'change-email']) {
      const submits = within(screen.getByTestId(id))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('data-variant') === 'primary');
      expect(submits, id).toHaveLength(1);
    }
  });

  it('shows skeleton rows, announced once, while the preferences load', () => {
    accountApi.account.notifications.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<SettingsScreen />, { user: createUser(), pathname: '/notifications' });
    const loading = screen.getByTestId('preferences-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Loading your settings…');
    expect(screen.queryByRole('checkbox', { name: 'News about the site' })).toBeNull();
  });
});
