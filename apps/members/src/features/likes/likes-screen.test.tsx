import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { LikesScreen } from './likes-screen';
import { createLikes, createProfile, likesApi, resetLikesApi } from '@/test/likes-support';

beforeEach(() => {
  resetLikesApi();
  likesApi.likes.list.mockResolvedValue(
    createLikes({
      profiles: [
        createProfile('a', { name: 'Anna', age: 34, city: 'Amersfoort' }),
        createProfile('b', { name: 'Bea', fictional: true }),
        createProfile('c', { name: 'Cleo' }),
      ],
      liked_by: [
        { id: 'a', like_new: false, at: '2026-11-21T10:00:00Z' },
        { id: 'b', like_new: true, at: '2026-11-20T10:00:00Z' },
      ],
      liked: [
        { id: 'c', at: '2026-11-22T10:00:00Z' },
        { id: 'a', at: '2026-11-19T10:00:00Z' },
      ],
    }),
  );
});

const cards = () => screen.getAllByTestId('like-card');

describe('LikesScreen', () => {
  it('links the three tabs with their counts and marks the active one', async () => {
    renderWithProviders(<LikesScreen tab="received" />, { user: createUser(), pathname: '/likes' });
    const nav = screen.getByRole('navigation', { name: 'Likes' });
    const received = await within(nav).findByRole('link', { name: 'Received 2 profiles' });
    expect(received).toHaveAttribute('href', '/likes/received');
    expect(received).toHaveAttribute('aria-current', 'page');
    const sent = within(nav).getByRole('link', { name: /Sent/ });
    expect(sent).toHaveAttribute('href', '/likes/sent');
    expect(sent).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Matches/ })).toHaveAccessibleName('Matches 1 profile');
  });

  it('received: new likes first with a "New" badge, matches marked, the fictional disclosure', async () => {
    renderWithProviders(<LikesScreen tab="received" />, {
      user: createUser(),
      settings: { fictional_warning: 'common:disclaimer.fictional' },
    });
    await screen.findAllByTestId('like-card');
    const [first, second] = cards();
    expect(first).toHaveAttribute('data-profile-id', 'b');
    expect(within(first!).getByTestId('like-new-badge')).toHaveTextContent('New');
    expect(first).toHaveAttribute('data-fictional');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/likes/m/b');
    expect(second).toHaveAttribute('data-profile-id', 'a');
    expect(within(second!).queryByTestId('like-new-badge')).toBeNull();
    expect(within(second!).getByTestId('like-match-badge')).toHaveTextContent('Match');
    expect(within(second!).getByRole('link')).toHaveTextContent('Anna, 34');
    const img = second!.querySelector('img');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '300');
  });

  it('sent lists newest first; matches only the mutual likes', async () => {
    const { unmount } = renderWithProviders(<LikesScreen tab="sent" />, { user: createUser() });
    await screen.findAllByTestId('like-card');
    expect(cards().map((c) => c.dataset.profileId)).toEqual(['c', 'a']);
    unmount();
    renderWithProviders(<LikesScreen tab="matches" />, { user: createUser() });
    await screen.findAllByTestId('like-card');
    expect(cards().map((c) => c.dataset.profileId)).toEqual(['a']);
  });

  it('shows an empty state per tab', async () => {
    likesApi.likes.list.mockResolvedValue(createLikes());
    renderWithProviders(<LikesScreen tab="matches" />, { user: createUser() });
    const empty = await screen.findByTestId('likes-empty');
    expect(within(empty).getByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('a failed load says so and offers to try again', async () => {
    likesApi.likes.list.mockRejectedValue(new Error('offline'));
    renderWithProviders(<LikesScreen tab="received" />, { user: createUser() });
    expect(await screen.findByTestId('likes-load-failed')).toHaveTextContent(
      'Your likes could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('LikeCard', () => {
  it('is photo-led like the search cards: "New", name, age and city on the photo, the fictional marker beside the link', async () => {
    renderWithProviders(<LikesScreen tab="received" />, { user: createUser(), pathname: '/likes' });
    const bea = (await screen.findAllByTestId('like-card')).find((card) => card.dataset.profileId === 'b')!;
    const link = within(bea).getByRole('link');
    expect(link).toHaveAttribute('href', '/likes/m/b');
    // The caption is inside the link (one tap target), over the photo; the marker is its sibling, not inside it.
    expect(within(link).getByTestId('like-new-badge')).toHaveTextContent('New');
    expect(link).toHaveTextContent(/Bea, \d+/);
    expect(bea).toHaveAttribute('data-fictional', '');
    expect(link).not.toHaveTextContent(/fictional/i);
    const anna = cards().find((card) => card.dataset.profileId === 'a')!;
    expect(within(anna).getByRole('link')).toHaveTextContent('Anna, 34Amersfoort');
  });
});
