import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MemberNav } from './member-nav';

const counts = vi.hoisted(() => ({ unreadMessages: 0, newLikes: 0 }));
vi.mock('@/hooks/use-unread-counts', () => ({ useUnreadCounts: () => counts }));

afterEach(() => {
  counts.unreadMessages = 0;
  counts.newLikes = 0;
});

describe('MemberNav badges', () => {
  it('shows no badge at zero', () => {
    renderWithProviders(<MemberNav user={createUser()} />);
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Likes' })).toBeInTheDocument();
  });

  it('shows the counts and caps them at 99+', () => {
    counts.unreadMessages = 150;
    counts.newLikes = 3;
    renderWithProviders(<MemberNav user={createUser()} />);
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAccessibleName('Messages 99+ new');
    expect(screen.getByRole('link', { name: /Likes/ })).toHaveTextContent('3');
  });
});
