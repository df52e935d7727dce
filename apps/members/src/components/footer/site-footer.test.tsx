import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { showsUsFooter } from './footer-links';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ and support in order', () => {
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Legal information and help' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/pages/terms',
      '/pages/privacy',
      '/pages/cookies',
      '/pages/ban',
      '/pricing',
      '/complaints',
      '/pages/return-policy',
      '/pages/faq',
      '/pages/service',
    ]);
  });

  it('shows the company line from the settings', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByTestId('company-line')).toHaveTextContent(
      'Amora B.V. · Keizersgracht 1 · Amsterdam · Company reg. no. 12345678',
    );
  });

  it('shows the US footer for English when the flag is set, with the US phone format', () => {
    renderWithProviders(<SiteFooter />, { settings: { us_footer: true } });
    const us = screen.getByTestId('us-footer');
    expect(us).toHaveTextContent('800-555-0199');
    expect(within(us).getByRole('link')).toHaveAttribute('href', '/pages/privacy');
  });

  it('hides the US footer without the flag or in another language', () => {
    renderWithProviders(<SiteFooter />, { settings: { us_footer: false } });
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
    expect(showsUsFooter('en', true)).toBe(true);
    expect(showsUsFooter('nl', true)).toBe(false);
    expect(showsUsFooter('en', false)).toBe(false);
  });

  it('hides the US footer for a Dutch page even when the flag is set', () => {
    renderWithProviders(<SiteFooter />, { settings: { us_footer: true }, locale: 'nl' });
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });
});
