import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLikes, likesApi, likesApiError, seedLikes } from '@/test/likes-support';
import { createUser } from '@/test/fixtures';
import {
  createMemberResponse,
  profileApi,
  profileApiError,
  renderProfileScreen,
  resetProfileApi,
  PROFILE_ID,
} from './test-support';

function renderMemberView(profile: Parameters<typeof createMemberResponse>[0] = {}) {
  const initial = createMemberResponse(profile);
  // After a change the screen reloads the profile: answer with what the server would now say.
  profileApi.profiles.member.mockResolvedValue(initial);
  return renderProfileScreen({ initialData: initial }, { user: createUser() });
}

beforeEach(() => {
  resetProfileApi();
  seedLikes();
});

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
    expect(profileApi.profiles.block).toHaveBeenCalledWith({ profile: PROFILE_ID });
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
    expect(profileApi.profiles.unblock).toHaveBeenCalledWith({ profile: PROFILE_ID });
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

describe('liking', () => {
  const likedAnna = () =>
    createLikes({
      profiles: [createMemberResponse().profile],
      liked: [{ id: PROFILE_ID, at: '2026-11-22T10:00:00Z' }],
    });

  it('likes at once (aria-pressed) and confirms; a mutual like says "It\'s a match!"', async () => {
    const user = userEvent.setup();
    let answer: (value: { liked: boolean; match: boolean }) => void = () => undefined;
    likesApi.likes.like.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderMemberView();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(likesApi.likes.like).toHaveBeenCalledWith({ profile: PROFILE_ID });
    // Optimistic: pressed before the server answered.
    expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    likesApi.likes.list.mockResolvedValue(likedAnna());
    answer({ liked: true, match: true });
    expect(await screen.findByText("It's a match! You and Anna like each other.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("a refused like rolls back and explains why in the member's language", async () => {
    const user = userEvent.setup();
    likesApi.likes.like.mockRejectedValue(likesApiError('like_not_allowed', 403));
    renderMemberView();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByTestId('like-error')).toHaveTextContent("You can't like this member.");
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('unlikes a liked profile', async () => {
    const user = userEvent.setup();
    likesApi.likes.list.mockResolvedValue(likedAnna());
    likesApi.likes.unlike.mockResolvedValue({ liked: false, match: false });
    renderMemberView();
    const unlike = await screen.findByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    likesApi.likes.list.mockResolvedValue(createLikes());
    await user.click(unlike);
    expect(likesApi.likes.unlike).toHaveBeenCalledWith({ profile: PROFILE_ID });
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('visitors are asked to log in to like; nobody is liked', async () => {
    const user = userEvent.setup();
    const initial = createMemberResponse();
    renderProfileScreen({ initialData: initial }, { user: null });
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You need to be logged in to like');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fmembers%2F${PROFILE_ID}`,
    );
    expect(likesApi.likes.like).not.toHaveBeenCalled();
    expect(likesApi.likes.list).not.toHaveBeenCalled();
  });

  it('an invisible member cannot be liked', () => {
    renderMemberView({ invisible: true });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription('Anna is not accepting new contacts at the moment.');
  });

  it('opening the profile of someone whose like is new clears the flag once', async () => {
    likesApi.likes.list.mockResolvedValue(
      createLikes({
        profiles: [createMemberResponse().profile],
        liked_by: [{ id: PROFILE_ID, like_new: true, at: '2026-11-22T10:00:00Z' }],
      }),
    );
    likesApi.likes.seen.mockResolvedValue({ ok: true });
    renderMemberView();
    await vi.waitFor(() => expect(likesApi.likes.seen).toHaveBeenCalledWith({ profile: PROFILE_ID }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likesApi.likes.seen).toHaveBeenCalledTimes(1);
  });

  it('no like-seen call when the like was already seen', async () => {
    likesApi.likes.list.mockResolvedValue(
      createLikes({
        profiles: [createMemberResponse().profile],
        liked_by: [{ id: PROFILE_ID, like_new: false, at: '2026-11-22T10:00:00Z' }],
      }),
    );
    renderMemberView();
    await vi.waitFor(() => expect(likesApi.likes.list).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likesApi.likes.seen).not.toHaveBeenCalled();
  });
});

describe('thumb bar', () => {
  it('holds Like and Chat before the other actions, so the Tab order is unchanged', async () => {
    const user = userEvent.setup();
    renderMemberView();
    const bar = screen.getByTestId('profile-thumb-bar');
    expect(within(bar).getByRole('list', { name: 'What you can do' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    const more = screen.getByRole('list', { name: 'More options' });
    expect(within(more).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Block' })).toBeNull();
    // Keyboard: Like, then Chat, then Block (the gift is disabled, so not a stop).
    screen.getByRole('button', { name: 'Like' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
    // Room for the fixed bar at the very end of the page, after everything else in the body.
    const space = screen.getByTestId('profile-thumb-bar-space');
    expect(space).toHaveAttribute('aria-hidden', 'true');
    expect(document.body.lastElementChild).toBe(space);
  });

  it('keeps its height in a CSS variable while fixed (0 when it is part of the page), removed on leaving', () => {
    const view = renderMemberView();
    // jsdom lays nothing out: the bar is not fixed there, so it takes no room.
    expect(document.documentElement.style.getPropertyValue('--profile-thumb-bar')).toBe('0px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--profile-thumb-bar')).toBe('');
  });
});
