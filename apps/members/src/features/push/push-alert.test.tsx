import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { useUiStore } from '@/stores/ui-store';
import { PushAlert } from './push-alert';
import { PUSH_ALERT_HIDDEN_ON, isPushAlertVisible } from './push-alert-visibility';
import { resetPushStore, usePushStore } from '@/stores/push-store';
import {
  PUBLIC_KEY,
  installFakePush,
  notAllowed,
  pushApi,
  resetPushApi,
  uninstallFakePush,
} from '@/test/push-api';

const TITLE = 'Get notified of new messages';
const now = Date.UTC(2025, 0, 10);
const base = {
  loggedIn: true,
  publicKey: PUBLIC_KEY,
  isCapable: true,
  isSubscribed: false as const,
  pathname: '/members',
  dismissedAt: undefined,
  now,
};

beforeEach(() => {
  resetPushApi();
  resetPushStore();
  useUiStore.setState({ dismissals: {} });
});
afterEach(() => {
  uninstallFakePush();
  localStorage.clear();
});

describe('isPushAlertVisible', () => {
  it('needs a logged-in member, a capable browser known not to be subscribed, and a public key', () => {
    expect(isPushAlertVisible(base)).toBe(true);
    expect(isPushAlertVisible({ ...base, loggedIn: false })).toBe(false);
    expect(isPushAlertVisible({ ...base, isCapable: false })).toBe(false);
    expect(isPushAlertVisible({ ...base, publicKey: '' })).toBe(false);
    expect(isPushAlertVisible({ ...base, isSubscribed: null })).toBe(false);
    expect(isPushAlertVisible({ ...base, isSubscribed: 'denied' })).toBe(false);
    expect(
      isPushAlertVisible({
        ...base,
        isSubscribed: { endpoint: 'https://push.example.com/1', keys: { p256dh: 'B', auth: 'a' } },
      }),
    ).toBe(false);
  });

  it('is hidden on signup, notifications, activate-done, directdebit and premium', () => {
    expect(PUSH_ALERT_HIDDEN_ON).toEqual([
      '/signup',
      '/notifications',
      '/activate/done',
      '/directdebit',
      '/premium',
    ]);
    for (const path of PUSH_ALERT_HIDDEN_ON) {
      expect(isPushAlertVisible({ ...base, pathname: path })).toBe(false);
    }
    expect(isPushAlertVisible({ ...base, pathname: '/activate/error' })).toBe(true);
  });

  it('stays hidden for two weeks after a dismissal', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(isPushAlertVisible({ ...base, dismissedAt: now - 13 * day })).toBe(false);
    expect(isPushAlertVisible({ ...base, dismissedAt: now - 15 * day })).toBe(true);
  });
});

describe('PushAlert', () => {
  const offer = () => usePushStore.setState({ isCapable: true, isSubscribed: false });

  it('renders nothing for a visitor, while the state is unknown, or without a key', () => {
    usePushStore.setState({ isCapable: true, isSubscribed: null });
    renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/members',
      settings: { push_public_key: PUBLIC_KEY },
    });
    expect(screen.queryByTestId('push-alert')).toBeNull();
    act(offer);
    renderWithProviders(<PushAlert />, {
      user: null,
      pathname: '/members',
      settings: { push_public_key: PUBLIC_KEY },
    });
    renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/members',
      settings: { push_public_key: '' },
    });
    expect(screen.queryAllByTestId('push-alert')).toHaveLength(1); // only the first render, now offered
  });

  it('is a labelled region whose dismiss button is named and keyboard reachable', async () => {
    offer();
    const user = userEvent.setup();
    renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/members',
      settings: { push_public_key: PUBLIC_KEY },
    });
    expect(await screen.findByRole('region', { name: TITLE })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(useUiStore.getState().dismissals['push-notifications']).toEqual(expect.any(Number));
  });

  it('subscribes on Enable and disappears; a refusal hides it too (denied)', async () => {
    installFakePush();
    offer();
    const user = userEvent.setup();
    const view = renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/members',
      settings: { push_public_key: PUBLIC_KEY },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(pushApi.user.subscribePush).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('push-alert')).toBeNull();
    view.unmount();

    uninstallFakePush();
    installFakePush({ subscribeError: notAllowed() });
    offer();
    renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/members',
      settings: { push_public_key: PUBLIC_KEY },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(usePushStore.getState().isSubscribed).toBe('denied');
    expect(screen.queryByTestId('push-alert')).toBeNull();
  });

  it('is not shown on the notifications settings', () => {
    offer();
    renderWithProviders(<PushAlert />, {
      user: createUser(),
      pathname: '/notifications',
      settings: { push_public_key: PUBLIC_KEY },
    });
    expect(screen.queryByTestId('push-alert')).toBeNull();
  });
});
