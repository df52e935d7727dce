import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TopBar } from './top-bar';

// The badges have their own test (member-nav.test.tsx); here the counts stay off the network.
vi.mock('@/hooks/use-unread-counts', () => ({ useUnreadCounts: () => ({ unreadMessages: 0, newLikes: 0 }) }));

describe('TopBar', () => {
  it('shows a visitor the Login button and links the logo to the home page', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
  });

  it('shows a non-paid member the menu with Get Premium and links the logo to /members', () => {
    renderWithProviders(<TopBar />, { user: createUser({ paid_user: false }), pathname: '/members' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/members', '/chats', '/likes', '/premium']);
    expect(within(nav).getByRole('link', { name: 'Search members' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Get Premium' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows a paid member Credits with the low-credits badge (warning above 0, danger at 0)', () => {
    const { unmount } = renderWithProviders(<TopBar />, {
      user: createUser({ paid_user: true, credits: 7 }),
    });
    expect(screen.getByRole('link', { name: /Credits/ })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('link', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(screen.getByTestId('credits-badge')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('7');
    unmount();

    renderWithProviders(<TopBar />, { user: createUser({ paid_user: true, credits: 0 }) });
    expect(screen.getByTestId('credits-badge')).toHaveAttribute('data-tone', 'danger');
  });

  it('hides the credits badge above 10 credits', () => {
    renderWithProviders(<TopBar />, { user: createUser({ paid_user: true, credits: 11 }) });
    expect(screen.getByRole('link', { name: /Credits/ })).toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('opens the account menu with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />, { user: createUser({}, { name: 'Robin' }) });
    const button = screen.getByRole('button', { name: 'Account menu for Robin' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account menu for Robin' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My profile',
      'Settings',
      'Language: English',
      'Log out',
    ]);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/notifications');
    // On a phone the language menu gives way; the account menu leads to the language page.
    expect(items[2]).toHaveAttribute('href', '/lang-config');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers the languages of the selected country in the language dropdown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />, {
      user: createUser(),
      settings: { geoip_country: 'BE', geoip_selected_country: 'BE' },
    });
    await user.click(screen.getByRole('button', { name: /^EN · Language:/ }));
    const options = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['nl', 'fr', 'de']);
  });

  it("keeps a member's phone bar to the logo, Get Premium and the account menu", () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
      .happyDOM;
    viewport.setViewport({ width: 390 });
    try {
      renderWithProviders(<TopBar />, { user: createUser({ paid_user: false }), pathname: '/members' });
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/premium']);
      expect(screen.queryByRole('button', { name: /Language:/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
      expect(screen.getByTestId('logo')).toBeInTheDocument();
    } finally {
      viewport.setViewport({ width: 1024 });
    }
  });

  it('keeps the language dropdown for a visitor on a phone', () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
      .happyDOM;
    viewport.setViewport({ width: 390 });
    try {
      renderWithProviders(<TopBar />, { pathname: '/signup' });
      expect(screen.getByRole('button', { name: /Language:/ })).toBeInTheDocument();
    } finally {
      viewport.setViewport({ width: 1024 });
    }
  });

  it('hides the language dropdown on /complete-signup', () => {
    renderWithProviders(<TopBar />, { pathname: '/complete-signup' });
    expect(screen.queryByTestId('language-menu')).not.toBeInTheDocument();
  });

  it('shows the language dropdown elsewhere', () => {
    renderWithProviders(<TopBar />, { pathname: '/signup' });
    expect(screen.getByTestId('language-menu')).toBeInTheDocument();
  });
});
