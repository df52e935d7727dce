import { describe, expect, it } from 'vitest';
import { createUser, mediaImage } from '@/test/fixtures';
import {
  PHOTO_ALERT_DISMISSAL_DAYS,
  PHOTO_ALERT_HIDDEN_ON,
  isPhotoAlertVisible,
} from './photo-alert-visibility';

const now = Date.UTC(2025, 0, 10, 12);
const day = 24 * 60 * 60 * 1000;
const noPhoto = createUser({}, { main_image: null });
const withPhoto = createUser({}, { main_image: mediaImage('me') });
const visible = (input: Partial<Parameters<typeof isPhotoAlertVisible>[0]>) =>
  isPhotoAlertVisible({ user: noPhoto, pathname: '/members', dismissedAt: undefined, now, ...input });

describe('isPhotoAlertVisible', () => {
  it('is shown to a logged-in member without a main image', () => {
    expect(visible({})).toBe(true);
    expect(visible({ pathname: '/chats' })).toBe(true);
    expect(visible({ pathname: '/members/0f2d6c1e-2f0a-4a57-9d3e-1c2b3a4d5e6f' })).toBe(true);
    expect(visible({ pathname: null })).toBe(true);
  });

  it('is not shown to visitors or to members with a main image (also one awaiting approval)', () => {
    expect(visible({ user: null })).toBe(false);
    expect(visible({ user: undefined })).toBe(false);
    expect(visible({ user: withPhoto })).toBe(false);
    const pending = createUser({}, { main_image: { ...withPhoto.profile.main_image!, status: 'pending' } });
    expect(visible({ user: pending })).toBe(false);
  });

  // The routes of spec §2, written out here so that the list in the code is checked against them.
  it.each('profile signup activate/done premium notifications directdebit settings lang-config'.split(' '))(
    'is hidden on /%s and below it',
    (name) => {
      const route = `/${name}`;
      expect(PHOTO_ALERT_HIDDEN_ON).toContain(route);
      expect(visible({ pathname: route })).toBe(false);
      expect(visible({ pathname: `${route}/more` })).toBe(false);
      // With a main image it is hidden anyway; without one, only the route hides it.
      expect(visible({ pathname: route, user: withPhoto })).toBe(false);
    },
  );

  it('is not hidden on routes that only start with the same letters', () => {
    expect(visible({ pathname: '/profiles' })).toBe(true);
    expect(visible({ pathname: '/premiums' })).toBe(true);
    expect(visible({ pathname: '/activate/error' })).toBe(true);
    expect(visible({ pathname: '/signup-matches' })).toBe(true);
  });

  it('stays hidden after a recent dismissal and comes back after the dismissal period', () => {
    expect(visible({ dismissedAt: now - 60_000 })).toBe(false);
    expect(visible({ dismissedAt: now - (PHOTO_ALERT_DISMISSAL_DAYS * day - 1) })).toBe(false);
    expect(visible({ dismissedAt: now - PHOTO_ALERT_DISMISSAL_DAYS * day })).toBe(true);
    expect(visible({ dismissedAt: now - 30 * day })).toBe(true);
    // A long-ago dismissal does not bring it back where it never shows.
    expect(visible({ dismissedAt: now - 30 * day, pathname: '/profile' })).toBe(false);
    expect(visible({ dismissedAt: now - 30 * day, user: withPhoto })).toBe(false);
  });
});
