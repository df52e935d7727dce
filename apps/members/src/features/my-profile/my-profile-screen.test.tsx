import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { MyProfileScreen } from './my-profile-screen';
import { createPhoto, mainOf, profileApi, renderWithEditor, resetProfileApi } from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => profileApi, onAuthRequired: () => undefined }));

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
