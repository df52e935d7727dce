import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { MyProfileScreen } from './my-profile-screen';
import { createPhoto, mainOf, renderWithEditor, resetProfileApi } from './test-support';

beforeEach(() => resetProfileApi());

describe('/profile', () => {
  it('explains that a new profile shows in search once its main photo is approved', () => {
    renderWithEditor(<MyProfileScreen />, { user: createUser({}, { status: 'disabled', photos: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-hidden')).toHaveTextContent(
      'your profile appears in search as soon as your main photo has been approved',
    );
    expect(screen.getByRole('heading', { name: 'Your photos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it('says the main photo is being checked while it waits for approval', () => {
    const photo = createPhoto('p1', { status: 'pending' });
    renderWithEditor(<MyProfileScreen />, {
      user: createUser({}, { status: 'disabled', photos: [photo], main_image: mainOf(photo) }),
    });
    expect(screen.getByTestId('profile-hidden')).toHaveTextContent("We're checking your main photo.");
  });

  it('shows no notice once the profile is active', () => {
    const photo = createPhoto('p1');
    renderWithEditor(<MyProfileScreen />, {
      user: createUser({}, { status: 'active', photos: [photo], main_image: mainOf(photo) }),
    });
    expect(screen.queryByTestId('profile-hidden')).toBeNull();
  });
});

describe('/profile layout', () => {
  it('starts with the member as others see them: photo, name, age, city and a link to the profile', () => {
    const photo = createPhoto('p1');
    const user = createUser(
      {},
      { name: 'Anna', status: 'active', photos: [photo], main_image: mainOf(photo), city: 'Utrecht' },
    );
    renderWithEditor(<MyProfileScreen />, { user });
    const hero = screen.getByTestId('profile-hero');
    expect(hero).toHaveTextContent(`Anna, ${user.profile.age}`);
    expect(hero).toHaveTextContent('Utrecht');
    expect(within(hero).getByRole('link', { name: 'See your profile as others see it' })).toHaveAttribute(
      'href',
      `/members/${user.profile.id}`,
    );
    // The photo is decoration here (the name is written beside it).
    expect(within(hero).queryByRole('img')).toBeNull();
  });

  it('shows skeletons, announced once, until the member is known', () => {
    renderWithEditor(<MyProfileScreen />, { user: null });
    const loading = screen.getByTestId('my-profile-skeleton');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByTestId('profile-editor')).toBeNull();
  });

  it('gives every photo action a thumb-sized button', () => {
    const photos = [createPhoto('p1'), createPhoto('p2')];
    renderWithEditor(<MyProfileScreen />, {
      user: createUser({}, { status: 'active', photos, main_image: mainOf(photos[0]!) }),
    });
    const buttons = within(screen.getByTestId('photo-grid')).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(4);
    for (const button of buttons) expect(button).not.toHaveAttribute('data-size', 'sm');
  });
});
