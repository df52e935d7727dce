import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { navigation } from '@/test/navigation-mock';
import { renderWithProviders } from '@/test/render';
import { LikeModal } from './like-modal';
import { LikeModalHost } from './like-modal-host';
import { createProfile, likesApi, resetLikesApi } from '@/test/likes-support';
import { useLikes } from '@/hooks/use-likes';

const fictionalSettings = {
  fictional_warning: 'common:disclaimer.fictional',
  fictional_singular: 'common:disclaimer.fictionalIcon',
};

beforeEach(() => resetLikesApi());

describe('LikeModal', () => {
  const profile = createProfile('p1', { name: 'Lena', age: 29, fictional: true });

  function renderModal() {
    const handlers = { onImagePressed: vi.fn(), onButtonPressed: vi.fn(), onClose: vi.fn() };
    renderWithProviders(<LikeModal profile={profile} buttonLabel="Say hello" {...handlers} />, {
      user: createUser(),
      settings: fictionalSettings,
    });
    return handlers;
  }

  it('shows "New like!", the photo as a button, the caller\'s label and the fictional disclosure', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    const photo = within(dialog).getByRole('button', { name: "View Lena's profile" });
    expect(photo.querySelector('img')).toHaveAttribute('src', '/api/media/p1-thumb.webp');
    expect(photo).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Say hello' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Lena, 29, likes you!');
    expect(dialog.querySelector('[data-fictional]')).not.toBeNull();
    expect(dialog).toHaveTextContent(/fictional/i);
  });

  it('emits imagePressed and buttonPressed with the profile id', async () => {
    const user = userEvent.setup();
    const handlers = renderModal();
    await user.click(screen.getByRole('button', { name: "View Lena's profile" }));
    expect(handlers.onImagePressed).toHaveBeenCalledWith('p1');
    await user.click(screen.getByRole('button', { name: 'Say hello' }));
    expect(handlers.onButtonPressed).toHaveBeenCalledWith('p1');
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('a click outside the dialog or Escape closes it', async () => {
    const user = userEvent.setup();
    const handlers = renderModal();
    const backdrop = document.querySelector('[data-modal-backdrop]')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
  });

  it('stays closed without a profile', () => {
    renderWithProviders(
      <LikeModal
        profile={null}
        buttonLabel="Like back"
        onImagePressed={vi.fn()}
        onButtonPressed={vi.fn()}
        onClose={vi.fn()}
      />,
      { user: createUser() },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Keeps a likes query mounted, like the top bar does, so a reload is visible as a second call. */
function LikesProbe() {
  useLikes();
  return null;
}

describe('LikeModalHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits t seconds, removes t from the URL, shows the auto-like profile and reloads likes 500 ms later', async () => {
    likesApi.likes.autoLike.mockResolvedValue({
      profile: createProfile('f1', { name: 'Mara', fictional: true }),
    });
    renderWithProviders(
      <>
        <LikesProbe />
        <LikeModalHost />
      </>,
      { user: createUser(), pathname: '/members', search: 't=3&gender=female', settings: fictionalSettings },
    );
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(navigation.router.replace).not.toHaveBeenCalled();
    expect(likesApi.likes.autoLike).not.toHaveBeenCalled();
    expect(likesApi.likes.list).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigation.router.replace).toHaveBeenCalledWith('/members?gender=female', { scroll: false });
    expect(likesApi.likes.autoLike).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(within(dialog).getByRole('button', { name: "View Mara's profile" })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Like back' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(likesApi.likes.list).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);
  });

  it('the photo opens the profile; the button likes back', async () => {
    likesApi.likes.autoLike.mockResolvedValue({ profile: createProfile('f1', { name: 'Mara' }) });
    likesApi.likes.like.mockResolvedValue({ liked: true, match: true });
    renderWithProviders(<LikeModalHost />, { user: createUser(), pathname: '/members', search: 't=0' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Like back' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(likesApi.likes.like).toHaveBeenCalledWith({ profile: 'f1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText("It's a match!")).toBeInTheDocument();
  });

  it('opens the profile when the photo is pressed', async () => {
    likesApi.likes.autoLike.mockResolvedValue({ profile: createProfile('f1', { name: 'Mara' }) });
    renderWithProviders(<LikeModalHost />, { user: createUser(), pathname: '/members', search: 't=1' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: "View Mara's profile" }));
    expect(navigation.router.push).toHaveBeenCalledWith('/likes/m/f1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no profile: no modal; visitors and an invalid t: nothing happens', async () => {
    likesApi.likes.autoLike.mockResolvedValue({ profile: null });
    const { unmount } = renderWithProviders(<LikeModalHost />, {
      user: createUser(),
      pathname: '/members',
      search: 't=2',
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(likesApi.likes.autoLike).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    likesApi.likes.autoLike.mockClear();
    navigation.router.replace.mockClear();
    const visitor = renderWithProviders(<LikeModalHost />, { user: null, search: 't=2' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    visitor.unmount();
    renderWithProviders(<LikeModalHost />, { user: createUser(), search: 't=9999' });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(likesApi.likes.autoLike).not.toHaveBeenCalled();
    expect(navigation.router.replace).not.toHaveBeenCalled();
  });
});
