import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePushStore } from '@/stores/push-store';
import {
  PUBLIC_KEY,
  installFakePush,
  notAllowed,
  pushApiError,
  resetPushAroundEachTest,
} from '@/test/push-api';
import { memberApi } from '@/test/member-api';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PushStep } from './push-step';

const render = (onNext = vi.fn()) => {
  renderWithProviders(<PushStep onNext={onNext} />, {
    user: createUser(),
    settings: { push_public_key: PUBLIC_KEY },
  });
  return onNext;
};

resetPushAroundEachTest();

describe('PushStep', () => {
  it('Enable subscribes this browser, stores the subscription and moves on', async () => {
    const fake = installFakePush();
    const onNext = render();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(fake.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(memberApi.user.subscribePush).toHaveBeenCalledTimes(1);
    expect(usePushStore.getState().isSubscribed).toMatchObject({
      endpoint: expect.stringMatching(/^https:/),
    });
  });

  it('shows the denied alert when the browser refuses, and Continue moves on', async () => {
    installFakePush({ subscribeError: notAllowed() });
    const onNext = render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says so when storing fails and can still be skipped', async () => {
    installFakePush();
    memberApi.user.subscribePush.mockRejectedValue(pushApiError());
    const onNext = render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
