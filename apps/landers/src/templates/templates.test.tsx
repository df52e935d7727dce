import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { LANDER_TEMPLATES, type LanderTemplate } from '../campaign/templates';
import { createCampaign } from '../test/campaign-fixture';
import { TEMPLATE_LOADERS } from './registry';

async function renderTemplate(template: LanderTemplate, locale: 'en' | 'pl' = 'en', siteUrl = '') {
  const Template = await TEMPLATE_LOADERS[template]();
  const campaign = createCampaign({ template, siteUrl });
  const view = render(
    <App
      campaign={campaign}
      route={{ kind: 'template', template, slug: null }}
      locale={locale}
      search="?network=aff1&ref=9"
      Template={Template}
    />,
  );
  return { ...view, campaign };
}

describe.each(LANDER_TEMPLATES)('the %s lander', (template) => {
  it('has one title, the sign-up form, every profile marked fictional and the layout', async () => {
    const { container, campaign } = await renderTemplate(template);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Create your free profile' });
    expect(form).toHaveAccessibleDescription('Only for adults aged 18 and over.');
    const cards = container.querySelectorAll('[data-fictional]');
    expect(cards.length).toBeGreaterThanOrEqual(Math.min(campaign.profiles.length, 1));
    cards.forEach((card) =>
      expect(within(card as HTMLElement).getByText('Fictional profile')).toBeInTheDocument(),
    );
    expect(screen.getByText(/The profiles on this page are fictional/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heartline, go to the home page' })).toBeInTheDocument();
    expect(screen.getByText(/intended for adults aged 18 and over/)).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    await renderTemplate(template, 'pl');
    expect(screen.getByRole('form', { name: 'Załóż darmowy profil' })).toBeInTheDocument();
    expect(screen.getAllByText('Profil fikcyjny').length).toBeGreaterThan(0);
  });

  it('links to the site’s /signup with the tracking and states 18+ and the terms when served elsewhere', async () => {
    await renderTemplate(template, 'en', 'https://dating.example');
    expect(screen.queryByRole('form')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Create my free profile' });
    links.forEach((link) =>
      expect(link).toHaveAttribute('href', 'https://dating.example/signup?network=aff1&ref=9'),
    );
    if (template !== 'gallery') {
      expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
        'href',
        'https://dating.example/pages/terms',
      );
    }
  });
});

describe('tinderswipe', () => {
  it('goes through the deck by buttons, arrow keys and a pointer swipe, announcing each choice', async () => {
    await renderTemplate('tinderswipe');
    const deck = screen.getByRole('group', { name: /Profile cards/ });
    expect(within(deck).getByText('Profile 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Like Sophie' }));
    expect(screen.getByRole('status')).toHaveTextContent('You liked Sophie.');
    fireEvent.keyDown(deck, { key: 'ArrowLeft' });
    expect(screen.getByRole('status')).toHaveTextContent('You skipped Emma.');
    const top = within(deck).getByText('Lena').closest('li')!;
    fireEvent.pointerDown(top, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(top, { pointerId: 1, clientX: 260 });
    fireEvent.pointerUp(top, { pointerId: 1, clientX: 260 });
    expect(screen.getByRole('status')).toHaveTextContent('You liked Lena.');
    expect(screen.getByTestId('swipe-done')).toHaveTextContent(/That was everyone/);
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Like Sophie' })).toBeInTheDocument();
  });

  it('lets a short drag spring back', async () => {
    await renderTemplate('tinderswipe');
    const top = screen.getAllByText('Sophie')[0]!.closest('li')!;
    fireEvent.pointerDown(top, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(top, { pointerId: 1, clientX: 130 });
    fireEvent.pointerUp(top, { pointerId: 1, clientX: 130 });
    expect(screen.getByRole('button', { name: 'Like Sophie' })).toBeInTheDocument();
  });
});

describe('collagelanding', () => {
  it('marks the wide tile’s photo as the first screen’s largest, for the prerendered page to preload', async () => {
    const Template = await TEMPLATE_LOADERS.collagelanding();
    const photo = (n: number) => ({ src: `/landers/assets/avatar-${n}.webp`, width: 512, height: 512 });
    const campaign = createCampaign({
      template: 'collagelanding',
      profiles: [0, 1, 2, 3, 4, 5].map((n) => ({
        name: `P${n}`,
        age: 30 + n,
        city: 'Utrecht',
        photo: photo(n),
      })),
    });
    const { container } = render(
      <App
        campaign={campaign}
        route={{ kind: 'template', template: 'collagelanding', slug: null }}
        locale="en"
        search=""
        Template={Template}
      />,
    );
    const marked = container.querySelectorAll('svg[data-priority] image');
    expect([...marked].map((image) => image.getAttribute('href'))).toEqual(['/landers/assets/avatar-4.webp']);
    expect(marked[0]!.closest('li')).toHaveAttribute('data-wide');
  });
});

describe('maplanding', () => {
  it('draws a dot per province and lists the counts as text', async () => {
    const { container } = await renderTemplate('maplanding');
    expect(screen.getByRole('img', { name: /Map of the Netherlands/ })).toBeInTheDocument();
    expect(container.querySelectorAll('circle[data-region]')).toHaveLength(12);
    expect(screen.getByText('Noord-Holland: featured profiles 1')).toBeInTheDocument();
    expect(screen.getByText('Limburg: featured profiles 0')).toBeInTheDocument();
  });
});

describe.each(['video', 'transitionsvideolanding'] as const)('the %s animation', (template) => {
  it('plays silently and pauses with a button', async () => {
    await renderTemplate(template);
    const animation = screen.getByTestId('animation');
    expect(animation).toHaveAttribute('data-playing');
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation' }));
    expect(animation).not.toHaveAttribute('data-playing');
    expect(screen.getByRole('button', { name: 'Play animation' })).toBeInTheDocument();
    expect(screen.getByText(/Animation without sound/)).toBeInTheDocument();
  });
});
