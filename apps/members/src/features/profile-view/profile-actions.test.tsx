import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { ProfileScreen } from './profile-screen';
import {
  createMemberResponse,
  profileApi,
  profileApiError,
  renderProfile,
  resetProfileApi,
} from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => profileApi, onAuthRequired: () => undefined }));

const ID = 'b9f0c8a2-1111-4222-8333-444455556666';

function renderMemberView(profile: Parameters<typeof createMemberResponse>[0] = {}) {
  const initial = createMemberResponse(profile);
  // After a change the screen reloads the profile: answer with what the server would now say.
  profileApi.profiles.member.mockResolvedValue(initial);
  return renderProfile(<ProfileScreen profileId={ID} initialData={initial} />, { user: createUser() });
}

beforeEach(() => resetProfileApi());

describe('blocking', () => {
  it('asks first; cancelling blocks nobody', async () => {
    const user = userEvent.setup();
    renderMemberView();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    expect(dialog).toHaveTextContent('Anna will no longer be able to see your profile or contact you.');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(profileApi.profiles.block).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
  });

  it('blocks after the confirmation, then offers to unblock with a note', async () => {
    const user = userEvent.setup();
    renderMemberView();
    profileApi.profiles.block.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    profileApi.profiles.member.mockResolvedValue(createMemberResponse({ blocked: true }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    expect(profileApi.profiles.block).toHaveBeenCalledWith({ profile: ID });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('blocked-note')).toHaveTextContent(
      'You have blocked Anna. Anna can no longer see your profile or contact you.',
    );
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    // Chatting with someone you blocked waits until you unblock them.
    expect(screen.getByRole('button', { name: 'Chat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAccessibleDescription(
      'Unblock Anna to chat again.',
    );
  });

  it('unblocks at once and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderMemberView({ blocked: true });
    profileApi.profiles.unblock.mockResolvedValue({ ok: true });
    profileApi.profiles.member.mockResolvedValue(createMemberResponse({ blocked: false }));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(profileApi.profiles.unblock).toHaveBeenCalledWith({ profile: ID });
    expect(await screen.findByText('Anna is no longer blocked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByTestId('blocked-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('a failed block keeps the dialog open with the error and rolls the profile back', async () => {
    const user = userEvent.setup();
    renderMemberView();
    profileApi.profiles.block.mockRejectedValue(profileApiError('rate_limited', 429));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.queryByTestId('blocked-note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });
});
