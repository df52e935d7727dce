import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCard, createCards, createSearchPage, searchSettings } from '@/test/fixtures';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SIGNUP_MATCHES_SHOWN, SignupMatchesScreen } from './signup-matches-screen';
import { apiError, fakeApi, resetFakeApi } from './test-api';

const member = createUser({}, { id: 'me', gender: 'female', sexuality: 'hetero', country: 'DE' });

beforeEach(() => resetFakeApi());

describe('/signup-matches', () => {
  it('searches who the new member looks for in their country and shows the cards, fictional ones marked', async () => {
    fakeApi.profiles.search.mockResolvedValue(
      createSearchPage({ results: [createCard('a'), createCard('b', { fictional: true })] }),
    );
    renderWithProviders(<SignupMatchesScreen />, { user: member, settings: searchSettings() });
    const grid = await screen.findByTestId('signup-matches');
    expect(within(grid).getAllByTestId('search-card')).toHaveLength(2);
    expect(grid.querySelector('[data-profile-id="b"]')).toHaveAttribute('data-fictional');
    expect(screen.getByText('2 members match what you are looking for.')).toBeInTheDocument();
    expect(fakeApi.profiles.search).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 'male', country: 'DE' }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Search all members' })).toHaveAttribute('href', '/members');
  });

  it(`adds the similar profiles of a short page, each once, and shows at most ${SIGNUP_MATCHES_SHOWN}`, async () => {
    fakeApi.profiles.search.mockResolvedValue(
      createSearchPage({
        results: createCards(8, 'r'),
        similar_results: [createCard('r1'), ...createCards(10, 's')],
        similar_num_results: 11,
      }),
    );
    renderWithProviders(<SignupMatchesScreen />, { user: member, settings: searchSettings() });
    const grid = await screen.findByTestId('signup-matches');
    const ids = within(grid)
      .getAllByTestId('search-card')
      .map((card) => card.getAttribute('data-profile-id'));
    expect(ids).toHaveLength(SIGNUP_MATCHES_SHOWN);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 9)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 's1']);
  });

  it('says so when no one matches, and still offers the search', async () => {
    renderWithProviders(<SignupMatchesScreen />, { user: member, settings: searchSettings() });
    expect(
      await screen.findByText('No one matches yet. Try the member search with other filters.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('signup-matches')).not.toBeInTheDocument();
  });

  it('explains a failed load and retries on request', async () => {
    fakeApi.profiles.search.mockRejectedValueOnce(apiError('internal_error', 500));
    renderWithProviders(<SignupMatchesScreen />, { user: member, settings: searchSettings() });
    expect(await screen.findByTestId('signup-matches-failed')).toHaveTextContent(
      'Your matches could not be loaded.',
    );
    fakeApi.profiles.search.mockResolvedValue(createSearchPage({ results: [createCard('a')] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('signup-matches')).toBeInTheDocument();
  });

  it('shows the German texts', async () => {
    fakeApi.profiles.search.mockResolvedValue(createSearchPage({ results: [createCard('a')] }));
    renderWithProviders(<SignupMatchesScreen />, { user: member, settings: searchSettings(), locale: 'de' });
    expect(await screen.findByText('1 Mitglied passt zu dem, was du suchst.')).toBeInTheDocument();
  });
});
