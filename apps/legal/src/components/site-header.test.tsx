import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('gives a visitor the logo and a way back to the home page', () => {
    renderWithTheme(
      <SiteHeader
        siteName="Amora"
        homeLabel="Amora, go to the home page"
        backHref="/"
        backLabel="Back to the site"
      />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amora, go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  });

  it('takes a member back to the members area', () => {
    renderWithTheme(
      <SiteHeader
        siteName="Amora"
        homeLabel="Amora, go to the members area"
        backHref="/members"
        backLabel="Back to the members area"
      />,
    );
    expect(screen.getByRole('link', { name: 'Back to the members area' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.getByRole('link', { name: 'Amora, go to the members area' })).toHaveAttribute(
      'href',
      '/members',
    );
  });
});
