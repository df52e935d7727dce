import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('says the page could not be found, shows 404 and links home', () => {
    renderWithProviders(<NotFoundScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
