import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SwipeDeck } from './swipe-deck';
import { ANNA, BEN, deckProfile, resetSwipeApi, swipeAnswer, swipeApi, swipeApiError } from './test-support';
import { type SwipeVariant } from './swipe-card';

const member = createUser({}, { id: 'me-1' });
const render = (variant: SwipeVariant = 'game') =>
  renderWithProviders(<SwipeDeck variant={variant} />, {
    user: member,
    settings: {
      fictional_warning: 'common:disclaimer.fictional',
      fictional_singular: 'common:disclaimer.fictionalIcon',
    },
  });

const ben = () => swipeAnswer({ profile: deckProfile(BEN, { name: 'Ben', age: 41 }), likes_left: 3 });
const played = (overrides: Record<string, unknown> = {}) => ({
  likes_left: 3,
  likes_per_day: 4,
  next_like_at: null,
  match: false,
  ...overrides,
});
const announcer = () => screen.getByTestId('swipe-announcer');
const deck = () => screen.getByTestId('swipe-deck');

beforeEach(() => {
  resetSwipeApi();
  swipeApi.likes.swipe.mockResolvedValueOnce(swipeAnswer()).mockResolvedValue(ben());
  swipeApi.likes.play.mockResolvedValue(played());
});
afterEach(() => vi.useRealTimers());

/** Renders the deck and clicks the button `name` on the first card. */
async function clickOnFirstCard(name: string) {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name }));
}

/** Renders the deck and waits for its first card (Anna); answers the user-event session. */
async function renderFirstCard() {
  const user = userEvent.setup();
  render();
  await screen.findByRole('heading', { level: 2, name: 'Anna, 34' });
  return user;
}

describe('the card', () => {
  it('shows the photo with its size, name and age, city, the allowance and a link to the profile', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna, 34' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '1000');
    expect(screen.getByTestId('swipe-card-city')).toHaveTextContent('Amersfoort');
    expect(screen.getByTestId('swipe-likes-left')).toHaveTextContent('Likes left today: 4 of 4');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/members/${ANNA}`);
    expect(screen.queryByTestId('swipe-card')).not.toHaveAttribute('data-fictional');
    // The game is photo-first: no bio.
    expect(screen.queryByTestId('profile-bio')).toBeNull();
  });

  it('marks a fictional profile', async () => {
    swipeApi.likes.swipe
      .mockReset()
      .mockResolvedValue(swipeAnswer({ profile: deckProfile(ANNA, { fictional: true }) }));
    render();
    const card = await screen.findByTestId('swipe-card');
    expect(card).toHaveAttribute('data-fictional', '');
    expect(within(card).getByText('Fictional profile')).toBeInTheDocument();
  });

  it('the match finder shows the bio and interests too', async () => {
    render('finder');
    expect(await screen.findByTestId('profile-bio')).toHaveTextContent('I love long walks by the sea.');
    expect(screen.getByTestId('profile-interests')).toBeInTheDocument();
  });

  it('shows an empty state when nobody is left', async () => {
    swipeApi.likes.swipe.mockReset().mockResolvedValue(swipeAnswer({ profile: null }));
    render();
    expect(await screen.findByRole('heading', { name: 'No more profiles for now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });
});

describe('playing', () => {
  it('likes with the button, announces it and shows the next profile', async () => {
    await clickOnFirstCard('Like Anna');
    expect(swipeApi.likes.play).toHaveBeenCalledWith({ profile: ANNA, action: 'like' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben, 41' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('You liked Anna');
    expect(screen.getByTestId('swipe-likes-left')).toHaveTextContent('Likes left today: 3 of 4');
  });

  it('passes with the button', async () => {
    await clickOnFirstCard('Pass on Anna');
    expect(swipeApi.likes.play).toHaveBeenCalledWith({ profile: ANNA, action: 'pass' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben, 41' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Passed');
  });

  it('plays with the arrow keys while the deck has focus: → likes, ← passes', async () => {
    const user = await renderFirstCard();
    deck().focus();
    await user.keyboard('{ArrowRight}');
    expect(swipeApi.likes.play).toHaveBeenLastCalledWith({ profile: ANNA, action: 'like' });
    await screen.findByRole('heading', { level: 2, name: 'Ben, 41' });
    await user.keyboard('{ArrowLeft}');
    expect(swipeApi.likes.play).toHaveBeenLastCalledWith({ profile: BEN, action: 'pass' });
    await vi.waitFor(() => expect(announcer()).toHaveTextContent('Passed'));
    expect(swipeApi.likes.play).toHaveBeenCalledTimes(2);
  });

  it('plays with the arrow keys anywhere on the page, not only on the deck', async () => {
    const user = await renderFirstCard();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{ArrowRight}');
    expect(swipeApi.likes.play).toHaveBeenLastCalledWith({ profile: ANNA, action: 'like' });
    await screen.findByRole('heading', { level: 2, name: 'Ben, 41' });
    // Focus on a link of the card (the profile link) still plays.
    screen.getByRole('link', { name: 'View profile' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(swipeApi.likes.play).toHaveBeenLastCalledWith({ profile: BEN, action: 'pass' });
  });

  it('leaves the arrow keys to text fields, menus and open dialogs', async () => {
    const user = await renderFirstCard();
    const field = document.createElement('input');
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('button');
    item.setAttribute('role', 'menuitem');
    menu.append(item);
    document.body.append(field, menu);
    try {
      field.focus();
      await user.keyboard('{ArrowRight}{ArrowLeft}');
      item.focus();
      await user.keyboard('{ArrowRight}{ArrowLeft}');
      expect(swipeApi.likes.play).not.toHaveBeenCalled();

      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      document.body.append(dialog);
      deck().focus();
      await user.keyboard('{ArrowRight}');
      expect(swipeApi.likes.play).not.toHaveBeenCalled();
      dialog.remove();
      await user.keyboard('{ArrowRight}');
      expect(swipeApi.likes.play).toHaveBeenLastCalledWith({ profile: ANNA, action: 'like' });
    } finally {
      field.remove();
      menu.remove();
    }
  });

  it('ignores other keys and arrow keys with modifiers', async () => {
    const user = await renderFirstCard();
    deck().focus();
    await user.keyboard('{ArrowUp}{Enter}{Shift>}{ArrowRight}{/Shift}');
    expect(swipeApi.likes.play).not.toHaveBeenCalled();
  });

  it('says when it is a match', async () => {
    swipeApi.likes.play.mockResolvedValue(played({ match: true }));
    await clickOnFirstCard('Like Anna');
    expect(await screen.findByTestId('swipe-match')).toHaveTextContent("It's a match!");
    expect(screen.getByTestId('swipe-match')).toHaveTextContent('You and Anna like each other.');
    expect(announcer()).toHaveTextContent("It's a match! You and Anna like each other.");
  });

  it('shows a translated error when a play fails for another reason', async () => {
    swipeApi.likes.play.mockRejectedValue(swipeApiError('rate_limited', 429));
    await clickOnFirstCard('Pass on Anna');
    expect(await screen.findByTestId('swipe-play-failed')).toHaveTextContent('Too many requests.');
    expect(screen.getByTestId('swipe-play-failed')).not.toHaveTextContent('errors.');
    expect(screen.getByRole('heading', { level: 2, name: 'Anna, 34' })).toBeInTheDocument();
    expect(swipeApi.likes.swipe).toHaveBeenCalledTimes(1);
  });

  it('moves on without an error when the profile was played already (409)', async () => {
    swipeApi.likes.play.mockRejectedValue(swipeApiError('conflict', 409));
    await clickOnFirstCard('Like Anna');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben, 41' })).toBeInTheDocument();
    expect(screen.queryByTestId('swipe-play-failed')).toBeNull();
  });
});

describe('pointer swipe', () => {
  const drag = (card: HTMLElement, dx: number) => {
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 100, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + dx / 2, pointerType: 'touch' });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + dx, pointerType: 'touch' });
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx, pointerType: 'touch' });
  };

  it('a drag right of 30 % of the card width likes', async () => {
    render();
    drag(await screen.findByTestId('swipe-card'), 95);
    await vi.waitFor(() =>
      expect(swipeApi.likes.play).toHaveBeenCalledWith({ profile: ANNA, action: 'like' }),
    );
  });

  it('a drag left of 30 % passes', async () => {
    render();
    drag(await screen.findByTestId('swipe-card'), -120);
    await vi.waitFor(() =>
      expect(swipeApi.likes.play).toHaveBeenCalledWith({ profile: ANNA, action: 'pass' }),
    );
  });

  it('snaps back below the threshold and plays nothing', async () => {
    render();
    const card = await screen.findByTestId('swipe-card');
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 180, pointerType: 'mouse' });
    // The card follows the pointer while dragged.
    expect(card.style.getPropertyValue('--swipe-dx')).toBe('80px');
    expect(card).toHaveAttribute('data-dragging', '');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 180, pointerType: 'mouse' });
    expect(card.style.getPropertyValue('--swipe-dx')).toBe('0px');
    expect(card).not.toHaveAttribute('data-dragging');
    await new Promise((r) => setTimeout(r, 20));
    expect(swipeApi.likes.play).not.toHaveBeenCalled();
  });
});

describe('the daily allowance', () => {
  const NOW = Date.parse('2026-03-01T12:00:00Z');
  const waitAnswer = () =>
    swipeAnswer({ likes_left: 0, next_like_at: new Date(NOW + (3600 + 2 * 60 + 3) * 1000).toISOString() });

  it('with no like left: Like disabled, Pass available and a countdown that ticks each second', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    swipeApi.likes.swipe.mockReset().mockResolvedValue(waitAnswer());
    render();
    const timer = await screen.findByRole('timer', { name: 'Time until your next like' });
    expect(timer).toHaveTextContent('01:02:03');
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass on Anna' })).toBeEnabled();
    expect(screen.getByTestId('swipe-likes-left')).toHaveTextContent('Likes left today: 0 of 4');
    // Announced once, politely; the timer itself is not a live region that speaks every second.
    expect(announcer()).toHaveTextContent(
      "You've used all 4 likes for today. Your next like is available in 01:02:03. You can still pass.",
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:02:02');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('01:01:02');
    expect(announcer()).toHaveTextContent('01:02:03');
  });

  it('the last like of the day switches to the wait and says both at once', async () => {
    const nextLikeAt = new Date(Date.now() + 2 * 3600 * 1000).toISOString();
    swipeApi.likes.swipe
      .mockReset()
      .mockResolvedValueOnce(swipeAnswer({ likes_left: 1 }))
      .mockResolvedValue(
        swipeAnswer({ profile: deckProfile(BEN, { name: 'Ben' }), likes_left: 0, next_like_at: nextLikeAt }),
      );
    swipeApi.likes.play.mockResolvedValue(played({ likes_left: 0, next_like_at: nextLikeAt }));
    await clickOnFirstCard('Like Anna');
    expect(await screen.findByRole('button', { name: 'Like Ben' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
    await vi.waitFor(() =>
      expect(announcer()).toHaveTextContent(
        /^You liked Anna\. You've used all 4 likes for today\. Your next like is available in 0[12]:/,
      ),
    );
    // Keyboard focus is not lost with the disabled button.
    expect(deck()).toHaveFocus();
  });

  it('passing still works while waiting and is announced alone', async () => {
    swipeApi.likes.swipe.mockReset().mockResolvedValue(waitAnswer());
    swipeApi.likes.play.mockResolvedValue(played({ likes_left: 0, next_like_at: waitAnswer().next_like_at }));
    await clickOnFirstCard('Pass on Anna');
    expect(swipeApi.likes.play).toHaveBeenCalledWith({ profile: ANNA, action: 'pass' });
    await vi.waitFor(() => expect(announcer()).toHaveTextContent(/^Passed$/));
  });

  it('the → key does not like while waiting', async () => {
    swipeApi.likes.swipe.mockReset().mockResolvedValue(waitAnswer());
    const user = userEvent.setup();
    render();
    await screen.findByRole('timer');
    deck().focus();
    await user.keyboard('{ArrowRight}');
    expect(swipeApi.likes.play).not.toHaveBeenCalled();
  });

  it('asks for the allowance again when the wait is over', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    swipeApi.likes.swipe
      .mockReset()
      .mockResolvedValueOnce(swipeAnswer({ likes_left: 0, next_like_at: new Date(NOW + 2000).toISOString() }))
      .mockResolvedValue(swipeAnswer({ likes_left: 4 }));
    render();
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Like Anna' })).toBeEnabled());
    expect(swipeApi.likes.swipe).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a refused like (429 swipe_limit_reached) switches to the wait with the server’s next_like_at', async () => {
    const nextLikeAt = new Date(Date.now() + 5 * 3600 * 1000).toISOString();
    swipeApi.likes.swipe
      .mockReset()
      .mockResolvedValueOnce(swipeAnswer({ likes_left: 1 }))
      .mockResolvedValue(swipeAnswer({ likes_left: 0, next_like_at: nextLikeAt }));
    swipeApi.likes.play.mockRejectedValue(swipeApiError('swipe_limit_reached', 429));
    await clickOnFirstCard('Like Anna');
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^0[45]:\d\d:\d\d$/);
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass on Anna' })).toBeEnabled();
    expect(screen.queryByTestId('swipe-play-failed')).toBeNull();
    expect(screen.getByTestId('swipe-deck')).toHaveAttribute('data-state', 'waiting');
  });
});
