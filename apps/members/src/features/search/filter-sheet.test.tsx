import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchScreen } from './search-screen';
import { renderSearch, lastSearchQuery, resetSearch, searchingMember, searchApi } from './test-support';

beforeEach(() => {
  resetSearch();
});

async function openSheet() {
  const user = userEvent.setup();
  renderSearch(<SearchScreen />, { user: searchingMember() });
  await screen.findByTestId('search-results');
  const trigger = screen.getByTestId('search-filters-open');
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
  return { user, trigger, dialog };
}

describe('the filter sheet (phones)', () => {
  it('its button names the current filters in words', async () => {
    renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    const trigger = screen.getByTestId('search-filters-open');
    expect(trigger).toHaveTextContent('Filters');
    expect(trigger).toHaveTextContent('Women · Netherlands · 18–99 years');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Show results" searches with the sheet\'s filters and closes it', async () => {
    const { user, trigger, dialog } = await openSheet();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const sheet = within(dialog);
    await waitFor(() => expect(sheet.getByRole('combobox', { name: 'Province' })).toBeEnabled());
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Show me' }), 'male');
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Province' }), 'NL-UT');
    await user.click(sheet.getByRole('button', { name: 'Show results' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastSearchQuery()).toEqual({
        gender: 'male',
        country: 'NL',
        countryregion: 'NL-UT',
        min_age: 18,
        max_age: 99,
      }),
    );
    expect(screen.getByTestId('search-filters-open')).toHaveTextContent(
      'Men · Netherlands · Utrecht · 18–99 years',
    );
    // The sheet's fields have ids of their own: no id is used twice on the page.
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('Escape closes it without searching and gives the focus back to its button', async () => {
    const { user, trigger, dialog } = await openSheet();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Show me' }), 'male');
    const searches = searchApi.profiles.search.mock.calls.length;
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(searchApi.profiles.search).toHaveBeenCalledTimes(searches);
    expect(trigger).toHaveTextContent('Women · Netherlands');
  });
});
