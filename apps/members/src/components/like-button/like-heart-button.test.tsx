import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberCard } from '@/components/member-card/member-card';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { createLikes, createProfile, likesApi, likesApiError, resetLikesApi } from '@/test/likes-support';

const card = { ...createProfile('c1', { name: 'Nina' }), active: null };

beforeEach(() => resetLikesApi());

describe('the heart on a search card', () => {
  it('is a labelled toggle next to (not inside) the card link', async () => {
    const user = userEvent.setup();
    likesApi.likes.like.mockResolvedValue({ liked: true, match: true });
    renderWithProviders(<MemberCard card={card} index={0} />, { user: createUser() });
    const heart = await screen.findByRole('button', { name: 'Like Nina' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.closest('a')).toBeNull();
    const item = screen.getByTestId('search-card');
    expect(within(item).getByRole('link')).not.toContainElement(heart);
    // Keyboard: the link first, then the heart.
    await user.tab();
    expect(within(item).getByRole('link')).toHaveFocus();
    await user.tab();
    expect(heart).toHaveFocus();
    likesApi.likes.list.mockResolvedValue(createLikes({ liked: [{ id: 'c1', at: '2026-11-22T10:00:00Z' }] }));
    await user.keyboard('{Enter}');
    expect(likesApi.likes.like).toHaveBeenCalledWith({ profile: 'c1' });
    expect(screen.getByRole('button', { name: 'Unlike Nina' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText("It's a match! You and Nina like each other.")).toBeInTheDocument();
  });

  it('rolls back with a translated error when the like is refused', async () => {
    const user = userEvent.setup();
    likesApi.likes.like.mockRejectedValue(likesApiError('like_not_allowed', 403));
    renderWithProviders(<MemberCard card={card} index={0} />, { user: createUser() });
    await user.click(await screen.findByRole('button', { name: 'Like Nina' }));
    expect(await screen.findByText("You can't like this member.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Nina' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not shown to visitors or on the own card', () => {
    const { unmount } = renderWithProviders(<MemberCard card={card} index={0} />, { user: null });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<MemberCard card={card} index={0} />, { user: createUser({}, { id: 'c1' }) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
