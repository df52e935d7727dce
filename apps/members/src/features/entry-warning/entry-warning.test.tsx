import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { expectDismissedSince } from '@/test/dismissals';
import { useUiStore } from '@/stores/ui-store';
import { ENTRY_WARNING_DISMISSAL } from './entry-warning-visibility';
import { EntryWarning } from './entry-warning';

beforeEach(() => useUiStore.setState({ dismissals: {} }));
afterEach(() => localStorage.clear());

/** AppProviders reads the stored dismissals in an effect; the warning waits for that. */
const dialog = () => screen.findByRole('dialog', { name: 'Important' });

describe('EntryWarning', () => {
  it('tells a visitor from a listed country that the site is for adults, has fictional profiles and charges for messages', async () => {
    renderWithProviders(<EntryWarning />, { user: null, settings: { geoip_selected_country: 'NL' } });
    const modal = await dialog();
    expect(modal).toHaveTextContent('This site is for adults only. You must be 18 or older to use it.');
    expect(modal).toHaveTextContent('some profiles on this site are fictional');
    expect(modal).toHaveTextContent('You always see the price before anything is spent.');
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toHaveAttribute('src', '/fictional.svg');
    expect(screen.getByRole('link', { name: 'Read our terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
  });

  it('speaks the visitor’s language', async () => {
    renderWithProviders(<EntryWarning />, {
      user: null,
      locale: 'pl',
      settings: { geoip_selected_country: 'DE' },
    });
    expect(await screen.findByRole('dialog', { name: 'Ważne' })).toHaveTextContent(
      'Wysyłanie wiadomości kosztuje',
    );
    expect(screen.getByRole('button', { name: 'Rozumiem' })).toBeInTheDocument();
  });

  it('closes for good on "I understand" and stores the time', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderWithProviders(<EntryWarning />, { user: null });
    await dialog();
    await user.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expectDismissedSince(ENTRY_WARNING_DISMISSAL, before);
  });

  it('closes with Escape too, which counts as read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EntryWarning />, { user: null });
    await dialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().dismissals[ENTRY_WARNING_DISMISSAL]).toBeTypeOf('number');
  });

  it('stays away once dismissed', async () => {
    localStorage.setItem(
      'members-ui',
      JSON.stringify({ state: { dismissals: { [ENTRY_WARNING_DISMISSAL]: Date.now() - 1000 } }, version: 0 }),
    );
    renderWithProviders(<EntryWarning />, { user: null });
    await act(() => useUiStore.persist.rehydrate());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a member, outside the listed countries, when the site turns it off, or on reset-password', async () => {
    const cases = [
      { user: createUser() },
      { user: null, settings: { geoip_selected_country: 'US' } },
      { user: null, settings: { enable_site_entry_popup: 'no' as const } },
      { user: null, pathname: '/reset-password' },
    ];
    for (const options of cases) {
      const { unmount } = renderWithProviders(<EntryWarning />, options);
      await act(() => useUiStore.persist.rehydrate());
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
  });
});
