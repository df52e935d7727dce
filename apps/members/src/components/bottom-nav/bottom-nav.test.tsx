import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BottomNav } from './bottom-nav';

const counts = vi.hoisted(() => ({ unreadMessages: 0, newLikes: 0 }));
vi.mock('@/hooks/use-unread-counts', () => ({ useUnreadCounts: () => counts }));

/** happy-dom applies the styles' media queries: the bar shows below the md breakpoint only. */
const setWidth = (width: number) => {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });
};

beforeEach(() => setWidth(390));

afterEach(() => {
  counts.unreadMessages = 0;
  counts.newLikes = 0;
  setWidth(1024);
});

describe('BottomNav', () => {
  it('shows a visitor nothing', () => {
    renderWithProviders(<BottomNav />, { pathname: '/members' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('gives a member five tabs in thumb order, the current one marked', () => {
    renderWithProviders(<BottomNav />, { user: createUser(), pathname: '/likes/received' });
    const nav = screen.getByRole('navigation', { name: 'Member navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Search', '/members'],
      ['Messages', '/chats'],
      ['Likes', '/likes'],
      ['Swipe', '/swipe-game'],
      ['Me', '/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Likes' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('is hidden on a desktop, where the top bar has the menu', () => {
    setWidth(1280);
    renderWithProviders(<BottomNav />, { user: createUser(), pathname: '/members' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  });

  it('marks Swipe on the match finder too', () => {
    renderWithProviders(<BottomNav />, { user: createUser(), pathname: '/match-finder' });
    expect(screen.getByRole('link', { name: 'Swipe' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the unread and new-like counts, capped at 99+, with a spoken label', () => {
    counts.unreadMessages = 120;
    counts.newLikes = 2;
    renderWithProviders(<BottomNav />, { user: createUser(), pathname: '/members' });
    const messages = screen.getByRole('link', { name: /Messages/ });
    expect(messages).toHaveTextContent('99+');
    expect(messages).toHaveAccessibleName('Messages 99+ new');
    expect(screen.getByRole('link', { name: /Likes/ })).toHaveAccessibleName('Likes 2 new');
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveTextContent(/\d/);
  });

  it('is reachable with the keyboard, tab by tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BottomNav />, { user: createUser(), pathname: '/members' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveFocus();
  });
});
