import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { TRACKING_STORAGE_KEY } from '@/lib/tracking-storage';
import { SearchScreen } from './search-screen';
import { cookieStorage } from './saved-search';
import { SEARCH_STORE_KEY, useSearchStore } from './search-store';
import {
  createCard,
  createCards,
  createSearchPage,
  renderSearch,
  lastSearchQuery,
  resetSearch,
  searchingMember,
  searchApi,
  searchApiError,
} from './test-support';

beforeEach(() => {
  resetSearch();
});

const select = (name: string) => screen.getByRole('combobox', { name });

describe('filters', () => {
  it('a member starts with the gender they look for in their own country', async () => {
    renderSearch(<SearchScreen />, { user: searchingMember() });
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    expect(select('Show me')).toHaveValue('female');
    expect(select('Country')).toHaveValue('NL');
    expect(lastSearchQuery()).toEqual({ gender: 'female', country: 'NL', min_age: 18, max_age: 99 });
  });

  it('a bi member sees men and women: no gender is sent', async () => {
    renderSearch(<SearchScreen />, { user: createUser({}, { sexuality: 'bi', country: 'NL' }) });
    await screen.findByTestId('search-results');
    expect(select('Show me')).toHaveValue('');
    expect(lastSearchQuery()).not.toHaveProperty('gender');
  });

  it('a visitor starts in the country selected for them', async () => {
    renderSearch(<SearchScreen />);
    await screen.findByTestId('search-results');
    expect(select('Country')).toHaveValue('DE');
    expect(lastSearchQuery()).toEqual({ country: 'DE', min_age: 18, max_age: 99 });
  });

  it('the region list follows the country, under its term, and resets when the country changes', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    const province = await screen.findByRole('combobox', { name: 'Province' });
    await waitFor(() => expect(province).toBeEnabled());
    await user.selectOptions(province, 'NL-UT');
    expect(province).toHaveValue('NL-UT');

    await user.selectOptions(select('Country'), 'DE');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    expect(within(state).getByRole('option', { name: 'Berlin' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Province' })).toBeNull();
  });

  it('searches with every filter on "Search" and keeps them for the next visit', async () => {
    const user = userEvent.setup();
    const first = renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeEnabled());
    await user.selectOptions(select('Show me'), 'male');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'NL-NH');
    await user.selectOptions(select('From age'), '40');
    await user.selectOptions(select('To age'), '30');
    expect(searchApi.profiles.search).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // Ages picked the wrong way round are swapped.
    await waitFor(() =>
      expect(lastSearchQuery()).toEqual({
        gender: 'male',
        country: 'NL',
        countryregion: 'NL-NH',
        min_age: 30,
        max_age: 40,
      }),
    );
    // The form shows what was searched, and the keyboard focus stays on the button.
    expect(select('From age')).toHaveValue('30');
    expect(select('To age')).toHaveValue('40');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(JSON.parse((cookieStorage.getItem(SEARCH_STORE_KEY) as string | null) ?? '{}')).toMatchObject({
      state: { saved: { viewer: 'm-1', filters: { gender: 'male', countryregion: 'NL-NH', min_age: 30 } } },
    });

    // A new visit: the store starts empty and reads what the cookie kept.
    first.unmount();
    searchApi.profiles.search.mockClear();
    const kept = (cookieStorage.getItem(SEARCH_STORE_KEY) as string | null) ?? '';
    useSearchStore.setState({ saved: null });
    void cookieStorage.setItem(SEARCH_STORE_KEY, kept);
    await useSearchStore.persist.rehydrate();
    renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    expect(searchApi.profiles.search).toHaveBeenCalledTimes(1);
    expect(lastSearchQuery()).toMatchObject({
      gender: 'male',
      countryregion: 'NL-NH',
      min_age: 30,
      max_age: 40,
    });
    expect(select('Show me')).toHaveValue('male');
  });

  it("another viewer's saved filters are not used", async () => {
    useSearchStore.getState().save('someone-else', {
      gender: 'male',
      country: 'BE',
      countryregion: null,
      min_age: 50,
      max_age: 60,
    });
    renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    expect(lastSearchQuery()).toEqual({ gender: 'female', country: 'NL', min_age: 18, max_age: 99 });
  });
});

describe('results', () => {
  it('"1,000+ members found" when the count is capped', async () => {
    searchApi.profiles.search.mockResolvedValue(
      createSearchPage({ num_results: 1000, num_results_capped: true, next_cursor: 'n1' }),
    );
    renderSearch(<SearchScreen />, { user: searchingMember() });
    expect(
      await screen.findByRole('heading', { level: 2, name: '1,000+ members found' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search-shown')).toHaveTextContent('Showing 3 of 1,000+');
  });

  it('the exact count below the cap, singular and plural, and in the member’s language', async () => {
    searchApi.profiles.search.mockResolvedValueOnce(createSearchPage({ num_results: 87, next_cursor: 'n1' }));
    const { unmount } = renderSearch(<SearchScreen />, { user: searchingMember() });
    expect(await screen.findByRole('heading', { level: 2, name: '87 members found' })).toBeInTheDocument();
    unmount();

    searchApi.profiles.search.mockResolvedValueOnce(
      createSearchPage({ results: [createCard('a')], num_results: 1 }),
    );
    const again = renderSearch(<SearchScreen />, { user: createUser({}, { id: 'm-2', country: 'NL' }) });
    expect(await screen.findByRole('heading', { level: 2, name: '1 member found' })).toBeInTheDocument();
    again.unmount();

    searchApi.profiles.search.mockResolvedValueOnce(
      createSearchPage({ num_results: 1000, num_results_capped: true }),
    );
    renderSearch(<SearchScreen />, { user: createUser({}, { id: 'm-3', country: 'NL' }), locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Über 1.000 Mitglieder gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeig mir' })).toHaveValue('male');
  });

  it('"Show more" appends the next page, announces it and moves focus to the first new card', async () => {
    searchApi.profiles.search
      .mockResolvedValueOnce(
        createSearchPage({ results: createCards(4, 'a'), num_results: 9, next_cursor: 'c1' }),
      )
      .mockResolvedValueOnce(
        createSearchPage({ results: createCards(4, 'b'), num_results: null, next_cursor: 'c2' }),
      )
      .mockResolvedValueOnce(
        createSearchPage({ results: createCards(1, 'c'), num_results: null, next_cursor: null }),
      );
    const user = userEvent.setup();
    renderSearch(<SearchScreen />, { user: searchingMember() });
    expect(await screen.findAllByTestId('search-card')).toHaveLength(4);
    expect(screen.getByTestId('search-shown')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('search-card')).toHaveLength(8));
    expect(lastSearchQuery()).toMatchObject({ cursor: 'c1', gender: 'female', country: 'NL' });
    expect(screen.getByTestId('search-shown')).toHaveTextContent('Showing 8 of 9');
    expect(screen.getByRole('link', { name: /Member b1/ })).toHaveFocus();
    // The first page's cards are still there, in order.
    expect(screen.getAllByTestId('search-card').map((c) => c.dataset.profileId)).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'b1',
      'b2',
      'b3',
      'b4',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('search-card')).toHaveLength(9));
    expect(lastSearchQuery()).toMatchObject({ cursor: 'c2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByTestId('search-shown')).toHaveTextContent('Showing 9 of 9');
  });

  it('a failed next page says so and keeps the loaded cards', async () => {
    searchApi.profiles.search
      .mockResolvedValueOnce(createSearchPage({ results: createCards(2), num_results: 5, next_cursor: 'c1' }))
      .mockRejectedValueOnce(searchApiError('internal_error', 500));
    const user = userEvent.setup();
    renderSearch(<SearchScreen />, { user: searchingMember() });
    await screen.findAllByTestId('search-card');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByTestId('search-more-failed')).toHaveTextContent(
      'More members could not be loaded.',
    );
    expect(screen.getAllByTestId('search-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('similar profiles when few members match', async () => {
    searchApi.profiles.search.mockResolvedValue(
      createSearchPage({
        results: [createCard('exact')],
        num_results: 1,
        similar_results: [createCard('near1'), createCard('near2')],
        similar_num_results: 2,
      }),
    );
    renderSearch(<SearchScreen />, { user: searchingMember() });
    const similar = await screen.findByTestId('search-similar');
    expect(within(similar).getByRole('heading', { name: 'Similar profiles' })).toBeInTheDocument();
    expect(within(similar).getAllByTestId('search-card')).toHaveLength(2);
  });

  it('an empty state when nobody matches', async () => {
    searchApi.profiles.search.mockResolvedValue(createSearchPage({ results: [], num_results: 0 }));
    renderSearch(<SearchScreen />, { user: searchingMember() });
    expect(await screen.findByRole('heading', { level: 2, name: 'No members found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByTestId('search-similar')).toBeNull();
  });

  it('any other failure: a translated error and a retry', async () => {
    searchApi.profiles.search
      .mockRejectedValueOnce(searchApiError('rate_limited', 429))
      .mockResolvedValueOnce(createSearchPage());
    const user = userEvent.setup();
    renderSearch(<SearchScreen />, { user: searchingMember() });
    const alert = await screen.findByTestId('search-load-failed');
    expect(alert).toHaveTextContent('The search could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('search-card')).toHaveLength(3);
  });
});

describe('cards', () => {
  it('photo with its size, name and age, city, activity text and the fictional marker', async () => {
    searchApi.profiles.search.mockResolvedValue(
      createSearchPage({
        results: [
          createCard('f1', { name: 'Lena', age: 29, city: 'Utrecht', fictional: true, active: 'online' }),
          createCard('r1', { name: 'Mia', age: 35, city: null, active: 'today' }),
          createCard('r2', { active: 'week' }),
          createCard('r3', { active: null, main_image: null }),
          createCard('r4'),
        ],
      }),
    );
    renderSearch(<SearchScreen />, { user: searchingMember() });
    const cards = await screen.findAllByTestId('search-card');
    const [lena, mia, week, noPhoto, fifth] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    const link = within(lena).getByRole('link', { name: /Lena, 29/ });
    expect(link).toHaveAttribute('href', '/members/f1');
    expect(link).toHaveTextContent('Utrecht');
    expect(within(lena).getByTestId('search-card-activity')).toHaveTextContent('Online now');
    expect(within(lena).getByText('Fictional profile')).toBeInTheDocument();
    expect(lena).toHaveAttribute('data-fictional');

    expect(within(mia).getByTestId('search-card-activity')).toHaveTextContent('Active today');
    expect(within(mia).queryByText('Fictional profile')).toBeNull();
    expect(within(week).getByTestId('search-card-activity')).toHaveTextContent('Active this week');
    expect(within(noPhoto).queryByTestId('search-card-activity')).toBeNull();
    expect(noPhoto.querySelector('img[src*="r3"]')).toBeNull();

    const img = lena.querySelector('img[src="/api/media/f1-thumb.webp"]');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(fifth.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('visitors (spec §4)', () => {
  it('a sign-up / log-in invitation, not an error, when the API refuses visitors', async () => {
    searchApi.profiles.search.mockRejectedValue(searchApiError('authentication_required', 403));
    renderSearch(<SearchScreen />);
    const cta = await screen.findByTestId('search-visitor-cta');
    expect(within(cta).getByRole('heading', { name: "Sign up to see who's here" })).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmembers',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no call at all when the site keeps search for members', () => {
    renderSearch(<SearchScreen />, {
      settings: { logged_out_search: 'none', logged_out_search_trafficsource: 'none' },
    });
    expect(screen.getByTestId('search-visitor-cta')).toBeInTheDocument();
    expect(screen.queryByTestId('search-filters')).toBeNull();
    expect(searchApi.profiles.search).not.toHaveBeenCalled();
  });

  it('a visitor with a traffic source may search when the site allows that, and the network is sent', async () => {
    localStorage.setItem(
      TRACKING_STORAGE_KEY,
      JSON.stringify({ network: 'partner7', ref: null, sub1: null, sub2: null, sub3: null }),
    );
    renderSearch(<SearchScreen />, {
      settings: { logged_out_search: 'none', logged_out_search_trafficsource: 'all' },
    });
    await screen.findByTestId('search-results');
    expect(lastSearchQuery()).toMatchObject({ network: 'partner7', country: 'DE' });
  });

  it('…and without one they are invited to sign up', () => {
    renderSearch(<SearchScreen />, {
      settings: { logged_out_search: 'none', logged_out_search_trafficsource: 'all' },
    });
    expect(screen.getByTestId('search-visitor-cta')).toBeInTheDocument();
    expect(searchApi.profiles.search).not.toHaveBeenCalled();
  });

  it('members always search, whatever the visitor settings', async () => {
    renderSearch(<SearchScreen />, {
      user: searchingMember(),
      settings: { logged_out_search: 'none', logged_out_search_trafficsource: 'none' },
    });
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    expect(lastSearchQuery()).not.toHaveProperty('network');
  });
});

describe('the first page from the server', () => {
  const initialFor = (viewer: string) => ({
    viewer,
    filters: { gender: 'female' as const, country: 'NL', countryregion: null, min_age: 18, max_age: 99 },
    page: createSearchPage({ results: createCards(3, 'srv') }),
    at: Date.now(),
  });

  it("shows the server's cards on the first render, with no spinner and no call from the browser", () => {
    renderSearch(<SearchScreen initial={initialFor('m-1')} />, { user: searchingMember() });
    // Synchronously: the cards are there in the very first render, as in the server's HTML.
    expect(screen.getAllByTestId('search-card').map((c) => c.getAttribute('data-profile-id'))).toEqual([
      'srv1',
      'srv2',
      'srv3',
    ]);
    expect(screen.getByTestId('search-results')).toBeInTheDocument();
    expect(searchApi.profiles.search).not.toHaveBeenCalled();
  });

  it('is ignored when it was searched for someone else', async () => {
    searchApi.profiles.search.mockResolvedValue(createSearchPage({ results: [createCard('own')] }));
    renderSearch(<SearchScreen initial={initialFor('someone-else')} />, { user: searchingMember() });
    await screen.findByTestId('search-results');
    await waitFor(() =>
      expect(screen.getAllByTestId('search-card')[0]).toHaveAttribute('data-profile-id', 'own'),
    );
    expect(screen.queryByText('Member srv1')).toBeNull();
  });

  it('new filters search again in the browser', async () => {
    searchApi.profiles.search.mockResolvedValue(createSearchPage({ results: [createCard('de1')] }));
    const user = userEvent.setup();
    renderSearch(<SearchScreen initial={initialFor('m-1')} />, { user: searchingMember() });
    await user.selectOptions(select('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearchQuery()).toMatchObject({ country: 'DE', gender: 'female' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('search-card')[0]).toHaveAttribute('data-profile-id', 'de1'),
    );
  });
});
