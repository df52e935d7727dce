import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HomeScreen } from './home-screen';

describe('HomeScreen: the welcome discount', () => {
  it('offers 25 % with the real 4 hours a new member has to claim it, leading to sign-up', () => {
    renderWithProviders(<HomeScreen />);
    const offer = screen.getByRole('region', { name: 'Unlock a Massive 25% Welcome Discount' });
    expect(offer).toHaveTextContent('Act Fast, Only 4 hours to Claim');
    expect(screen.getByRole('link', { name: 'Sign up and claim it' })).toHaveAttribute('href', '/signup');
  });

  it('speaks the visitor’s language', () => {
    renderWithProviders(<HomeScreen />, { locale: 'nl' });
    const offer = screen.getByRole('region', { name: 'Pak een flinke welkomstkorting van 25%' });
    expect(offer).toHaveTextContent('Wees er snel bij: nog maar 4 uur om te claimen');
  });
});

describe('HomeScreen: the bands', () => {
  it('leads with the title, sign-up first and log-in second', () => {
    renderWithProviders(<HomeScreen />);
    const hero = screen.getByRole('region', { name: 'Meet adults who want the same thing you do' });
    const links = within(hero).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Sign up for free', '/signup'],
      ['I already have an account', '/login'],
    ]);
  });

  it('explains three steps in order and four promises, the fictional one with the site’s icon', () => {
    renderWithProviders(<HomeScreen />);
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Create your profile', 'Search and like', 'Start chatting']);
    const trust = screen.getByRole('region', { name: 'Private, safe and honest' });
    expect(within(trust).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(trust).getByText('Fictional profiles are marked').closest('li')?.querySelector('img'),
    ).toBeTruthy();
  });
});
