import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TBlocksResponse } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BlockedMembersSection } from './blocked-members-section';
import { accountApiError } from './test-api';

const api = vi.hoisted(() => ({ profiles: { blocks: vi.fn(), unblock: vi.fn() } }));
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

type Blocked = TBlocksResponse['profiles'][number];

function blocked(overrides: Partial<Blocked> = {}): Blocked {
  return {
    id: '0f2d6c1e-2f0a-4a57-9d3e-1c2b3a4d5e6f',
    name: 'Robin',
    age: 34,
    gender: 'male',
    sexuality: 'hetero',
    city: 'Leiden',
    country: 'NL',
    region: 'NL-ZH',
    main_image: {
      filename: '/api/media/robin.webp',
      thumb_filename: '/api/media/robin-thumb.webp',
      width: 800,
      height: 800,
      status: 'approved',
    },
    fictional: false,
    blocked_at: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

const robin = blocked();
const kim = blocked({
  id: '5b7e3a90-8c1d-4e2f-a3b4-c5d6e7f8a9b0',
  name: 'Kim',
  age: 41,
  city: null,
  main_image: null,
  fictional: true,
  blocked_at: '2025-01-20T08:30:00Z',
});

beforeEach(() => {
  api.profiles.blocks.mockReset();
  api.profiles.unblock.mockReset();
});

function renderBlocked(locale: 'en' | 'de' = 'en') {
  return renderWithProviders(<BlockedMembersSection />, {
    user: createUser(),
    pathname: '/notifications',
    locale,
  });
}

describe('blocked members', () => {
  it('lists each member with thumb, name, age, city and the date of blocking', async () => {
    api.profiles.blocks.mockResolvedValue({ profiles: [robin, kim] });
    renderBlocked();
    const rows = await screen.findAllByTestId('blocked-member');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    const thumb = first.getByRole('img', { name: 'Robin' });
    expect(thumb).toHaveAttribute('src', '/api/media/robin-thumb.webp');
    expect(thumb).toHaveAttribute('width');
    expect(thumb).toHaveAttribute('height');
    expect(first.getByRole('link', { name: 'Robin' })).toHaveAttribute('href', `/members/${robin.id}`);
    expect(rows[0]).toHaveTextContent('34 years');
    expect(rows[0]).toHaveTextContent('Leiden');
    expect(rows[0]).toHaveTextContent('Blocked on March 4, 2025');
    expect(first.getByRole('button', { name: 'Unblock' })).toHaveAccessibleDescription('Robin');
  });

  it('marks a fictional profile and copes without photo or city', async () => {
    api.profiles.blocks.mockResolvedValue({ profiles: [kim] });
    renderBlocked();
    const row = await screen.findByTestId('blocked-member');
    expect(row).toHaveTextContent('Fictional profile');
    expect(within(row).getByRole('img', { name: 'Kim' })).not.toHaveAttribute('src');
    expect(row).toHaveTextContent('41 years');
  });

  it('formats the date in the member’s language', async () => {
    api.profiles.blocks.mockResolvedValue({ profiles: [robin] });
    renderBlocked('de');
    expect(await screen.findByTestId('blocked-member')).toHaveTextContent('Blockiert am 4. März 2025');
    expect(screen.getByTestId('blocked-member')).toHaveTextContent('34 Jahre');
  });

  it('says so when nobody is blocked', async () => {
    api.profiles.blocks.mockResolvedValue({ profiles: [] });
    renderBlocked();
    expect(await screen.findByTestId('blocked-empty')).toHaveTextContent('You have not blocked anyone.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('unblocks without confirmation, removes the row and confirms with a toast', async () => {
    api.profiles.blocks.mockResolvedValueOnce({ profiles: [robin, kim] });
    api.profiles.blocks.mockResolvedValue({ profiles: [kim] });
    api.profiles.unblock.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    renderBlocked();
    const [row] = await screen.findAllByTestId('blocked-member');
    await user.click(within(row!).getByRole('button', { name: 'Unblock' }));
    expect(api.profiles.unblock).toHaveBeenCalledWith({ profile: robin.id });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Robin is no longer blocked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('blocked-member')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Robin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kim' })).toBeInTheDocument();
    // Focus stays in the section instead of falling to the page body.
    expect(screen.getByRole('heading', { name: 'Blocked members' })).toHaveFocus();
  });

  it('shows the empty state after unblocking the last member', async () => {
    api.profiles.blocks.mockResolvedValueOnce({ profiles: [robin] });
    api.profiles.blocks.mockResolvedValue({ profiles: [] });
    api.profiles.unblock.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    renderBlocked();
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByTestId('blocked-empty')).toBeInTheDocument();
  });

  it('keeps the row and explains when unblocking fails', async () => {
    api.profiles.blocks.mockResolvedValue({ profiles: [robin] });
    api.profiles.unblock.mockRejectedValue(accountApiError('internal_error', 500));
    const user = userEvent.setup();
    renderBlocked();
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    const row = screen.getByTestId('blocked-member');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
    expect(within(row).getByRole('link', { name: 'Robin' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.profiles.blocks.mockRejectedValueOnce(accountApiError('internal_error', 500));
    api.profiles.blocks.mockResolvedValue({ profiles: [robin] });
    const user = userEvent.setup();
    renderBlocked();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your blocked members could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('blocked-member')).toBeInTheDocument();
  });
});
