import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TUser } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PrivacySection } from './privacy-section';
import { accountApiError } from './test-api';

const api = vi.hoisted(() => ({ profiles: { setInvisible: vi.fn() }, user: { get: vi.fn() } }));
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

const answer = (user: TUser) => ({ user });

beforeEach(() => {
  api.profiles.setInvisible.mockReset();
  api.user.get.mockReset();
});

function renderPrivacy(user = createUser({ invisible: false })) {
  renderWithProviders(<PrivacySection />, { user, pathname: '/notifications' });
  return screen.getByRole('switch', { name: 'Invisible mode' });
}

describe('invisible mode', () => {
  it('is a labelled switch that says what it means', () => {
    const toggle = renderPrivacy();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'You are hidden from search, and other members cannot like you or write to you first. You can still write to anyone yourself.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
  });

  it('shows the member’s current setting', () => {
    expect(renderPrivacy(createUser({ invisible: true }))).toBeChecked();
  });

  it('turns on through the API and confirms with a toast', async () => {
    api.profiles.setInvisible.mockResolvedValue(answer(createUser({ invisible: true })));
    const user = userEvent.setup();
    const toggle = renderPrivacy();
    await user.click(toggle);
    expect(api.profiles.setInvisible).toHaveBeenCalledWith({ invisible: true });
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Invisible mode is on. You are hidden from search.')).toBeInTheDocument();
  });

  it('turns off with the keyboard', async () => {
    api.profiles.setInvisible.mockResolvedValue(answer(createUser({ invisible: false })));
    const user = userEvent.setup();
    const toggle = renderPrivacy(createUser({ invisible: true }));
    toggle.focus();
    await user.keyboard(' ');
    expect(api.profiles.setInvisible).toHaveBeenCalledWith({ invisible: false });
    expect(
      await screen.findByText('Invisible mode is off. Other members can find you again.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('reflects the server’s answer, not only the click', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    api.profiles.setInvisible.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    const toggle = renderPrivacy();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    // The server kept the member visible: the switch follows its answer.
    resolve(answer(createUser({ invisible: false })));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(
      await screen.findByText('Invisible mode is off. Other members can find you again.'),
    ).toBeInTheDocument();
  });

  it('rolls back and explains when saving fails', async () => {
    api.profiles.setInvisible.mockRejectedValue(accountApiError('rate_limited', 429));
    // After a failure the member is read again, so the switch shows what the server has.
    api.user.get.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    const toggle = renderPrivacy();
    await user.click(toggle);
    expect(await screen.findByTestId('privacy-error')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(toggle).not.toBeChecked();
    expect(api.user.get).toHaveBeenCalled();
  });
});
