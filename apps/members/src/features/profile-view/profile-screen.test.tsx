import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import {
  createMemberResponse,
  createPhoto,
  createRelated,
  profileApi,
  profileApiError,
  renderProfileScreen,
  resetProfileApi,
  PROFILE_ID,
} from './test-support';

const free = () => createUser({ paid_user: false });
const premium = () => createUser({ paid_user: true });

/** Six photos as a free member gets them: main and two public ones open, two public and one private locked. */
const freeView = () => [
  createPhoto('p1'),
  createPhoto('p2'),
  createPhoto('p3'),
  createPhoto('p4', { locked: true }),
  createPhoto('p5', { locked: true }),
  createPhoto('p6', { locked: true, private: true }),
];

beforeEach(() => resetProfileApi());

describe('loading and errors', () => {
  it('shows a spinner until the profile arrives, then the profile', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    profileApi.profiles.member.mockReturnValue(new Promise((r) => (resolve = r)));
    renderProfileScreen({}, { user: free() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile…');
    expect(profileApi.profiles.member).toHaveBeenCalledWith(PROFILE_ID, expect.anything());
    resolve(createMemberResponse());
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna, 34' })).toBeInTheDocument();
  });

  it('renders the server answer at once, without calling the API again', () => {
    renderProfileScreen({ initialData: createMemberResponse() }, { user: free() });
    expect(screen.getByRole('heading', { level: 1, name: 'Anna, 34' })).toBeInTheDocument();
    expect(profileApi.profiles.member).not.toHaveBeenCalled();
  });

  it('404: "This profile is not available" with a way back to the search', async () => {
    profileApi.profiles.member.mockRejectedValue(profileApiError('not_found', 404));
    renderProfileScreen({}, { user: free() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('blocked_by_member: the exact message with the blocker’s name', async () => {
    profileApi.profiles.member.mockRejectedValue(profileApiError('blocked_by_member', 403, { name: 'Kim' }));
    renderProfileScreen({}, { user: free() });
    expect(await screen.findByTestId('profile-unavailable-message')).toHaveTextContent(
      "You're blocked by Kim. You do not have access to this page.",
    );
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows the error the server page passed without fetching', () => {
    renderProfileScreen({ initialError: { kind: 'blocked', name: 'Kim' } }, { user: free() });
    expect(screen.getByTestId('profile-unavailable-message')).toHaveTextContent("You're blocked by Kim.");
    expect(profileApi.profiles.member).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    profileApi.profiles.member.mockRejectedValueOnce(profileApiError('internal_error', 500));
    const user = userEvent.setup();
    renderProfileScreen({}, { user: free() });
    expect(await screen.findByTestId('profile-load-failed')).toHaveTextContent(
      'The profile could not be loaded.',
    );
    profileApi.profiles.member.mockResolvedValue(createMemberResponse());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna, 34' })).toBeInTheDocument();
  });
});

describe('header and profile text', () => {
  it('shows name and age, city and region name, bio, interests and the filled-in details', async () => {
    renderProfileScreen({ initialData: createMemberResponse() }, { user: free() });
    // The region's name comes from regions.php (loaded once).
    await vi.waitFor(() =>
      expect(screen.getByTestId('profile-location')).toHaveTextContent('Amersfoort, Utrecht'),
    );
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('I love long walks by the sea.');
    const interests = within(screen.getByTestId('profile-interests')).getAllByRole('listitem');
    expect(interests.map((li) => li.textContent)).toEqual(['Kissing', 'Massages']);
    const details = screen.getByTestId('profile-details');
    expect(within(details).getByText('Looking for').nextElementSibling).toHaveTextContent('Men');
    expect(within(details).getByText('Hair colour').nextElementSibling).toHaveTextContent('Blond');
    expect(within(details).getByText('Tattoos').nextElementSibling).toHaveTextContent('No');
    // Empty fields are left out.
    expect(within(details).queryByText('Body type')).toBeNull();
  });

  it('leaves out the fields the site does not show', () => {
    renderProfileScreen(
      { initialData: createMemberResponse() },
      { user: free(), settings: { visible_profile_fields: ['age', 'gender', 'city'] } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Anna, 34' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-bio')).toBeNull();
    expect(screen.queryByTestId('profile-interests')).toBeNull();
    expect(screen.getByTestId('profile-location')).toHaveTextContent(/^Amersfoort$/);
    expect(within(screen.getByTestId('profile-details')).queryByText('Hair colour')).toBeNull();
  });

  it('a fictional profile carries the site’s icon and warning in the header and on related cards', () => {
    renderProfileScreen(
      {
        initialData: createMemberResponse({ fictional: true }, [
          createRelated('r1', { fictional: true, name: 'Eva' }),
          createRelated('r2', { name: 'Mia' }),
        ]),
      },
      { user: free() },
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Fictional profile');
    expect(note).toHaveTextContent(/some profiles on this site are fictional/);
    expect(note.querySelector('img')).toHaveAttribute('src', '/fictional.svg');
    const cards = within(screen.getByTestId('related-profiles')).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Fictional profile');
    expect(cards[1]).not.toHaveTextContent('Fictional profile');
  });

  it('a real profile shows no fictional marker', () => {
    renderProfileScreen({ initialData: createMemberResponse() }, { user: free() });
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.querySelector('[data-fictional]')).toBeNull();
  });

  it('related profiles link to their profile with a sized thumbnail', () => {
    renderProfileScreen(
      { initialData: createMemberResponse({}, [createRelated('r7', { name: 'Eva', age: 41 })]) },
      { user: free() },
    );
    const link = within(screen.getByTestId('related-profiles')).getByRole('link', { name: /Eva, 41/ });
    expect(link).toHaveAttribute('href', '/members/r7');
    const thumb = link.querySelector('img');
    expect(thumb).toHaveAttribute('src', '/api/media/r-r7-thumb.webp');
    expect(thumb).toHaveAttribute('width');
    expect(thumb).toHaveAttribute('height');
  });
});

describe('photos by viewer', () => {
  it('free member: the open photos, the rest blurred without a URL, and the premium call to action', () => {
    renderProfileScreen({ initialData: createMemberResponse({ photos: freeView() }) }, { user: free() });
    const main = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(main).toHaveAttribute('src', '/api/media/p1.webp');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '1000');
    const photos = screen.getByTestId('profile-photos');
    expect(photos.querySelectorAll('[data-photo-state="unlocked"]')).toHaveLength(3);
    const locked = photos.querySelectorAll('[data-photo-state="locked"]');
    expect(locked).toHaveLength(3);
    for (const tile of locked) {
      expect(tile.innerHTML).not.toContain('/api/media/');
      expect(tile.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/webp/);
    }
    expect(within(photos).getAllByRole('img', { name: 'Locked photo' })).toHaveLength(3);
    const cta = screen.getByTestId('locked-photos-cta');
    expect(cta).toHaveTextContent('3 photos are locked.');
    expect(within(cta).getByRole('link', { name: 'Get premium to see all 6 photos' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('premium member: every photo, private ones marked, no call to action', () => {
    const photos = [createPhoto('p1'), createPhoto('p2'), createPhoto('p3', { private: true })];
    renderProfileScreen({ initialData: createMemberResponse({ photos }) }, { user: premium() });
    const gallery = screen.getByTestId('profile-photos');
    expect(gallery.querySelectorAll('[data-photo-state="locked"]')).toHaveLength(0);
    expect(gallery.querySelectorAll('[data-photo-state="unlocked"]')).toHaveLength(3);
    expect(within(gallery).getByText('Private')).toBeInTheDocument();
    expect(screen.queryByTestId('locked-photos-cta')).toBeNull();
  });

  it('visitor: locked photos call to log in, back to this profile', () => {
    renderProfileScreen({ initialData: createMemberResponse({ photos: freeView() }) }, { user: null });
    const cta = screen.getByTestId('locked-photos-cta');
    expect(within(cta).getByRole('link', { name: 'Log in or sign up to see more photos' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fmembers%2F${PROFILE_ID}`,
    );
    expect(within(cta).queryByRole('link', { name: /premium/i })).toBeNull();
  });
});

describe('actions', () => {
  it('member: chat links to the chat, like is a toggle, the gift is visibly disabled as coming soon', () => {
    renderProfileScreen({ initialData: createMemberResponse() }, { user: free() });
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', `/members/${PROFILE_ID}/chat`);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toBeEnabled();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Send a gift' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('phone first: the photos come first, then the name with the actions right under it; block is a framed button', () => {
    renderProfileScreen({ initialData: createMemberResponse() }, { user: free() });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const photos = screen.getByTestId('profile-photos');
    const name = screen.getByRole('heading', { level: 1, name: 'Anna, 34' });
    const actions = screen.getByTestId('profile-actions');
    expect(follows(photos, name)).toBe(true);
    expect(follows(name, actions)).toBe(true);
    expect(follows(actions, screen.getByTestId('profile-bio'))).toBe(true);
    // Not a bare text: the outlined variant has a border like its neighbours.
    expect(screen.getByRole('button', { name: 'Block' })).toHaveAttribute('data-variant', 'outline');
  });

  it('visitor: chat answers "You need to be logged in to chat" with a login link; no block', async () => {
    const user = userEvent.setup();
    renderProfileScreen({ initialData: createMemberResponse() }, { user: null });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You need to be logged in to chat');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fmembers%2F${PROFILE_ID}%2Fchat`,
    );
    expect(within(alert).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });

  it('own profile: "Edit my profile" instead of the actions', () => {
    renderProfileScreen({ initialData: createMemberResponse({ own: true }) }, { user: free() });
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
    // No thumb bar, so no room kept for one.
    expect(screen.queryByTestId('profile-thumb-bar')).toBeNull();
    expect(screen.queryByTestId('profile-thumb-bar-space')).toBeNull();
  });

  it('invisible member: chat and like explain that no new contacts are accepted', () => {
    renderProfileScreen({ initialData: createMemberResponse({ invisible: true }) }, { user: free() });
    const chat = screen.getByRole('button', { name: 'Chat' });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAccessibleDescription('Anna is not accepting new contacts at the moment.');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAccessibleDescription(
      'Anna is not accepting new contacts at the moment.',
    );
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});
