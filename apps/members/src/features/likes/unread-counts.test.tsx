import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberNav } from '@/components/top-bar/member-nav';
import { TitleCounter } from '@/components/document-title/title-counter';
import { useUnreadCounts } from '@/hooks/use-unread-counts';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AppBadge } from './app-badge';
import { createLikes, createProfile, likesApi, resetLikesApi } from '@/test/likes-support';

beforeEach(() => resetLikesApi());

function Counts() {
  const { unreadMessages, newLikes } = useUnreadCounts();
  return <output data-testid="counts">{`${unreadMessages}/${newLikes}`}</output>;
}

const newLikes = (n: number) =>
  createLikes({
    profiles: [createProfile('a')],
    liked_by: [{ id: 'a', like_new: true, at: '2026-11-20T10:00:00Z' }],
    total_new_likes: n,
  });

describe('new-likes badge wiring', () => {
  it('newLikes is total_new_likes of the likes query; zero for a visitor without a call', async () => {
    likesApi.likes.list.mockResolvedValue(newLikes(3));
    const { unmount } = renderWithProviders(<Counts />, { user: createUser() });
    await vi.waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('0/3'));
    unmount();
    likesApi.likes.list.mockClear();
    renderWithProviders(<Counts />, { user: null });
    expect(screen.getByTestId('counts')).toHaveTextContent('0/0');
    expect(likesApi.likes.list).not.toHaveBeenCalled();
  });

  it('the top bar shows the Likes badge capped at 99+, the title gets the prefix', async () => {
    likesApi.likes.list.mockResolvedValue(newLikes(120));
    document.title = 'Likes | Amora';
    renderWithProviders(
      <>
        <MemberNav user={createUser()} />
        <TitleCounter />
      </>,
      { user: createUser() },
    );
    const likes = await screen.findByRole('link', { name: 'Likes 99+ new' });
    expect(likes).toHaveAttribute('href', '/likes');
    await vi.waitFor(() => expect(document.title).toBe('(120) Likes | Amora'));
  });

  it('the app badge equals unread messages plus new likes', async () => {
    const setAppBadge = vi.fn().mockResolvedValue(undefined);
    const clearAppBadge = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    likesApi.likes.list.mockResolvedValue(newLikes(2));
    renderWithProviders(<AppBadge />, { user: createUser() });
    expect(clearAppBadge).toHaveBeenCalled();
    await act(() => vi.waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(2)));
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });
});
