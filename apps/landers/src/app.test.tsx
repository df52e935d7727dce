import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App as BaseApp, type AppProps } from './app';
import { GalleryLander } from './templates/gallery/gallery-lander';
import { createCampaign } from './test/campaign-fixture';

const App = (props: Omit<AppProps, 'Template'>) => <BaseApp {...props} Template={GalleryLander} />;

const gallery = { kind: 'template', template: 'gallery', slug: null } as const;

describe('App: gallery lander', () => {
  it('marks every profile card as fictional and discloses it', () => {
    const campaign = createCampaign();
    const { container } = render(<App campaign={campaign} route={gallery} locale="en" search="" />);
    const cards = container.querySelectorAll('article');
    expect(cards).toHaveLength(campaign.profiles.length);
    cards.forEach((card) => {
      expect(card).toHaveAttribute('data-fictional');
      expect(within(card as HTMLElement).getByText('Fictional profile')).toBeInTheDocument();
    });
    expect(screen.getByText(/The profiles on this page are fictional/)).toBeInTheDocument();
    expect(screen.getByText('29 years · Amsterdam')).toBeInTheDocument();
  });

  it('links every sign-up call to action to /signup with the tracking parameters', () => {
    render(
      <App campaign={createCampaign()} route={gallery} locale="en" search="?network=aff1&sub1=x&foo=bar" />,
    );
    const ctas = [
      screen.getByRole('link', { name: 'Sign up step by step' }),
      screen.getByRole('link', { name: 'Create my free profile' }),
    ];
    ctas.forEach((cta) => expect(cta).toHaveAttribute('href', '/signup?network=aff1&sub1=x'));
  });

  it('offers the inline sign-up form in the hero on the site itself', () => {
    render(<App campaign={createCampaign()} route={gallery} locale="en" search="" />);
    const form = screen.getByRole('form', { name: 'Create your free profile' });
    expect(within(form).getByRole('button', { name: 'Create my free account' })).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription('Only for adults aged 18 and over.');
  });

  it('links to the site’s /signup instead of the form when the campaign is served for another origin', () => {
    render(
      <App
        campaign={createCampaign({ siteUrl: 'https://dating.example' })}
        route={gallery}
        locale="en"
        search="?network=aff1"
      />,
    );
    expect(screen.queryByRole('form')).toBeNull();
    const ctas = screen.getAllByRole('link', { name: 'Create my free profile' });
    expect(ctas).toHaveLength(2);
    ctas.forEach((cta) => expect(cta).toHaveAttribute('href', 'https://dating.example/signup?network=aff1'));
  });

  it('has the logo bar, the legal links and the adult disclaimer', () => {
    render(<App campaign={createCampaign()} route={gallery} locale="en" search="" />);
    expect(screen.getByRole('link', { name: 'Heartline, go to the home page' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(nav).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByText(/intended for adults aged 18 and over/)).toBeInTheDocument();
  });

  it('speaks the chosen language, with Polish plurals for ages', () => {
    render(<App campaign={createCampaign()} route={gallery} locale="pl" search="" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Poznaj singli w twojej okolicy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('29 lat · Amsterdam')).toBeInTheDocument();
    expect(screen.getByText('34 lata · Rotterdam')).toBeInTheDocument();
    expect(screen.getAllByText('Profil fikcyjny')).toHaveLength(3);
  });
});

describe('App: unknown template', () => {
  it('shows a translated 404 view linking home', () => {
    render(<App campaign={createCampaign()} route={{ kind: 'not-found' }} locale="de" search="" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Diese Seite wurde nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.querySelectorAll('article')).toHaveLength(0);
  });
});
