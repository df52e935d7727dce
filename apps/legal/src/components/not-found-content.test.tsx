import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getServerI18n } from '@dating/i18n/server';
import { renderWithTheme } from '../test/render';
import { NotFoundContent } from './not-found-content';

describe('NotFoundContent', () => {
  it('says the page could not be found and links to the home page', () => {
    renderWithTheme(<NotFoundContent t={getServerI18n('en', 'legal').t} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('is translated', () => {
    renderWithTheme(<NotFoundContent t={getServerI18n('fr', 'legal').t} />);
    expect(screen.getByRole('heading', { name: 'Cette page est introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');
  });
});
