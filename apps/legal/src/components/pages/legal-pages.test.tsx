import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getServerI18n } from '@dating/i18n/server';
import { createSite } from '../../test/site-fixtures';
import { renderWithTheme } from '../../test/render';
import { SiteFooter } from '../site-footer';
import { PrivacyContent } from './privacy-content';
import { ReturnPolicyContent } from './return-policy-content';
import { ServiceContent } from './service-content';
import { TermsContent } from './terms-content';

const en = getServerI18n('en', 'legal').t;

describe('TermsContent', () => {
  it('names the company and shows the floor version date when the company was added earlier', () => {
    const site = createSite({ company: { added: '2022-05-01T09:00:00Z' } });
    renderWithTheme(<TermsContent t={en} site={site} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Version of December 1, 2023')).toBeInTheDocument();
    expect(screen.getAllByText(/Heartline Media B\.V\./).length).toBeGreaterThan(0);
  });

  it('shows the company-added date when it is later than the floor', () => {
    const site = createSite({ company: { added: '2024-03-15T08:30:00Z' } });
    renderWithTheme(<TermsContent t={en} site={site} locale="en" />);
    expect(screen.getByText('Version of March 15, 2024')).toBeInTheDocument();
  });

  it('formats the version date in the page language', () => {
    const site = createSite({ company: { added: '2024-03-15T08:30:00Z' } });
    renderWithTheme(<TermsContent t={getServerI18n('nl', 'legal').t} site={site} locale="nl" />);
    expect(screen.getByText('Versie van 15 maart 2024')).toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('shows the company name, KvK and VAT numbers and links to every legal page', () => {
    renderWithTheme(<SiteFooter t={en} company={createSite().company} year={2025} />);
    expect(screen.getByText('Chamber of Commerce no. 87654321')).toBeInTheDocument();
    expect(screen.getByText('VAT no. NL123456789B01')).toBeInTheDocument();
    expect(
      screen.getByText(/Heartline Media B\.V\., Keizersgracht 100, Amsterdam, Netherlands/),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Legal information' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/terms', '/privacy', '/cookies', '/ban', '/return-policy', '/service', '/faq']);
    expect(
      screen.getByText('This website is intended for adults aged 18 and over only.'),
    ).toBeInTheDocument();
  });

  it('still renders the links when the company details are unavailable', () => {
    renderWithTheme(<SiteFooter t={en} company={null} year={2025} />);
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });
});

describe('PrivacyContent', () => {
  const usHeading = { name: 'Notice for users in the United States' };

  it('shows the en-US section in English when the US footer flag is set', () => {
    renderWithTheme(
      <PrivacyContent t={en} site={createSite({ settings: { us_footer: true } })} locale="en" />,
    );
    expect(screen.getByRole('heading', usHeading)).toBeInTheDocument();
  });

  it('hides it without the flag, and in other languages', () => {
    const { unmount } = renderWithTheme(<PrivacyContent t={en} site={createSite()} locale="en" />);
    expect(screen.queryByRole('heading', usHeading)).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <PrivacyContent
        t={getServerI18n('de', 'legal').t}
        site={createSite({ settings: { us_footer: true } })}
        locale="de"
      />,
    );
    expect(
      screen.queryByRole('heading', { name: 'Hinweis für Nutzer in den Vereinigten Staaten' }),
    ).not.toBeInTheDocument();
  });
});

describe('ServiceContent', () => {
  it('shows the support email and the phone in the US format for US visitors', () => {
    const site = createSite({
      settings: { geoip_selected_country: 'US' },
      company: { support_phone: '+1 800 555 0199' },
    });
    renderWithTheme(<ServiceContent t={en} site={site} locale="en" />);
    expect(screen.getByRole('link', { name: 'support@heartline.test' })).toHaveAttribute(
      'href',
      'mailto:support@heartline.test',
    );
    expect(screen.getByRole('link', { name: '800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  });

  it('keeps the configured format elsewhere', () => {
    renderWithTheme(<ServiceContent t={en} site={createSite()} locale="en" />);
    expect(screen.getByRole('link', { name: '+31 20 123 4567' })).toBeInTheDocument();
  });
});

describe('ReturnPolicyContent', () => {
  it('uses the refund days of the site, with the right plural in Polish', () => {
    const site = createSite({ settings: { refund_days: 14 } });
    const { unmount } = renderWithTheme(<ReturnPolicyContent t={en} site={site} locale="en" />);
    expect(screen.getByText(/within 14 days of your purchase/)).toBeInTheDocument();
    unmount();
    renderWithTheme(<ReturnPolicyContent t={getServerI18n('pl', 'legal').t} site={site} locale="pl" />);
    expect(screen.getByText(/w ciągu 14 dni od zakupu/)).toBeInTheDocument();
  });
});
