import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { useUiStore } from '@/stores/ui-store';
import { createNotifications } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';
import { isDisabledNotificationsAlertVisible } from './alert-visibility';
import { DisabledNotificationsAlert } from './disabled-notifications-alert';

const bounced = createUser({ notifications_disabled: ['bounce', 'fbl'] });

beforeEach(() => {
  resetMemberApi();
  useUiStore.setState({ dismissals: {} });
});
afterEach(() => localStorage.clear());

describe('isDisabledNotificationsAlertVisible', () => {
  const now = Date.UTC(2025, 0, 10);
  it('needs disabled notifications and hides on the settings page', () => {
    expect(
      isDisabledNotificationsAlertVisible({ reasons: [], pathname: '/members', dismissedAt: undefined, now }),
    ).toBe(false);
    expect(
      isDisabledNotificationsAlertVisible({
        reasons: ['fbl'],
        pathname: '/members',
        dismissedAt: undefined,
        now,
      }),
    ).toBe(true);
    expect(
      isDisabledNotificationsAlertVisible({
        reasons: ['fbl'],
        pathname: '/notifications',
        dismissedAt: undefined,
        now,
      }),
    ).toBe(false);
  });
  it('stays hidden for a week after a dismissal', () => {
    const day = 24 * 60 * 60 * 1000;
    const input = { reasons: ['bounce'] as const, pathname: '/chats' };
    expect(
      isDisabledNotificationsAlertVisible({
        ...input,
        reasons: [...input.reasons],
        dismissedAt: now - day,
        now,
      }),
    ).toBe(false);
    expect(
      isDisabledNotificationsAlertVisible({
        ...input,
        reasons: [...input.reasons],
        dismissedAt: now - 8 * day,
        now,
      }),
    ).toBe(true);
  });
});

describe('DisabledNotificationsAlert', () => {
  it('renders nothing for a visitor or a member whose mail is on', () => {
    renderWithProviders(<DisabledNotificationsAlert />, { user: createUser(), pathname: '/members' });
    expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull();
  });

  it('explains each reason and links to the settings', async () => {
    renderWithProviders(<DisabledNotificationsAlert />, { user: bounced, pathname: '/members' });
    const alert = await screen.findByRole('region', { name: 'We stopped sending you e-mails' });
    expect(alert).toHaveTextContent('E-mails to your address bounced');
    expect(alert).toHaveTextContent('marked as spam');
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute('href', '/notifications');
  });

  it('is not shown on the settings page', () => {
    renderWithProviders(<DisabledNotificationsAlert />, { user: bounced, pathname: '/notifications' });
    expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull();
  });

  it('is dismissible and stores the time of dismissal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DisabledNotificationsAlert />, { user: bounced, pathname: '/members' });
    await screen.findByRole('region', { name: 'We stopped sending you e-mails' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'We stopped sending you e-mails' })).toBeNull();
    expect(useUiStore.getState().dismissals['disabled-notifications']).toEqual(expect.any(Number));
  });

  it('turns e-mail back on', async () => {
    memberApi.account.updateNotifications.mockResolvedValue(createNotifications());
    const user = userEvent.setup();
    renderWithProviders(<DisabledNotificationsAlert />, { user: bounced, pathname: '/members' });
    await user.click(await screen.findByRole('button', { name: 'Turn e-mail back on' }));
    expect(memberApi.account.updateNotifications).toHaveBeenCalledWith({ reenable_email: true });
    expect(await screen.findByText('E-mail notifications are on again.')).toBeInTheDocument();
  });

  it('says so when turning e-mail back on fails', async () => {
    memberApi.account.updateNotifications.mockRejectedValue(memberApiError('internal_error', 500));
    const user = userEvent.setup();
    renderWithProviders(<DisabledNotificationsAlert />, { user: bounced, pathname: '/members' });
    await user.click(await screen.findByRole('button', { name: 'Turn e-mail back on' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred, please try again later.'),
    );
  });
});
