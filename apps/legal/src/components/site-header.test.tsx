import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  // who, the logo's label, where the logo and the back link lead, the back link's label
  it.each([
    ['a visitor', 'Amora, go to the home page', '/', 'Back to the site'],
    ['a member', 'Amora, go to the members area', '/members', 'Back to the members area'],
  ])('gives %s the logo and a way back to the site', (_who, homeLabel, backHref, backLabel) => {
    renderWithTheme(
      <SiteHeader siteName="Amora" homeLabel={homeLabel} backHref={backHref} backLabel={backLabel} />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeLabel })).toHaveAttribute('href', backHref);
    expect(screen.getByRole('link', { name: backLabel })).toHaveAttribute('href', backHref);
  });
});
