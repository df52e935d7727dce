import { screen } from '@testing-library/react';
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
