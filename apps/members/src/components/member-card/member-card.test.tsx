import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCard, createUser } from '@/test/fixtures';
import { resetLikesApi } from '@/test/likes-support';
import { renderWithProviders } from '@/test/render';
import { MemberCard } from './member-card';

beforeEach(() => resetLikesApi());

describe('the photo-led member card', () => {
  it('is one link to the profile whose photo carries the name, age, region and activity', () => {
    const card = createCard('c7', {
      name: 'Lena',
      city: 'Utrecht',
      active: 'online',
      main_image: { thumb_filename: '/media/c7-thumb.webp' } as never,
    });
    renderWithProviders(<MemberCard card={card} index={0} />);
    const link = within(screen.getByTestId('search-card')).getByRole('link');
    expect(link).toHaveAttribute('href', '/members/c7');
    expect(link).toHaveTextContent('Lena, 31');
    expect(link).toHaveTextContent('Utrecht');
    expect(within(link).getByTestId('search-card-activity')).toHaveTextContent('Online now');
    const photo = link.querySelector('img');
    expect(photo).toHaveAttribute('src', '/media/c7-thumb.webp');
    expect(photo).toHaveAttribute('alt', '');
    // The first row loads at once, with its size reserved.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('width', '240');
    expect(photo).toHaveAttribute('height', '300');
    // The caption sits in the same box as the photo (over it), after it.
    const caption = within(link).getByText('Lena, 31').parentElement;
    expect(caption?.parentElement).toBe(link);
  });

  it('shows the fictional marker over the photo with its text, outside the link', () => {
    renderWithProviders(<MemberCard card={createCard('f1', { fictional: true })} index={9} />);
    const item = screen.getByTestId('search-card');
    expect(item).toHaveAttribute('data-fictional', '');
    const marker = item.querySelector('[data-fictional][data-variant="card"]');
    expect(marker).toHaveTextContent('Fictional profile');
    expect(within(item).getByRole('link')).not.toContainElement(marker as HTMLElement);
  });

  it('offers a member the heart over the photo, a visitor none', async () => {
    const card = createCard('c2', { name: 'Mia' });
    const { unmount } = renderWithProviders(<MemberCard card={card} index={0} />, { user: createUser() });
    expect(await screen.findByRole('button', { name: 'Like Mia' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<MemberCard card={card} index={0} />, { user: null });
    expect(screen.queryByRole('button', { name: 'Like Mia' })).toBeNull();
  });
});
