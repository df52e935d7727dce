import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, mediaImage } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { expectDismissedSince } from '@/test/dismissals';
import { useUiStore } from '@/stores/ui-store';
import { PHOTO_ALERT_DISMISSAL, PHOTO_ALERT_DISMISSAL_DAYS } from './photo-alert-visibility';
import { PhotoAlert } from './photo-alert';

const noPhoto = createUser({}, { main_image: null });
const day = 24 * 60 * 60 * 1000;

beforeEach(() => useUiStore.setState({ dismissals: {} }));
afterEach(() => localStorage.clear());

describe('PhotoAlert', () => {
  it('asks a member without a main image to add a photo, with a link to the profile', () => {
    renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/members' });
    const alert = screen.getByRole('region', { name: 'Add a profile photo' });
    expect(alert).toHaveTextContent('Other members only see your profile once it has an approved photo.');
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
  });

  it('speaks the member’s language', () => {
    renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/members', locale: 'de' });
    expect(screen.getByRole('region', { name: 'Füge ein Profilfoto hinzu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foto hinzufügen' })).toHaveAttribute('href', '/profile');
  });

  it('renders nothing for a visitor, a member with a main image, or on the profile page', () => {
    const withPhoto = createUser({}, { main_image: mediaImage('me') });
    const { unmount } = renderWithProviders(<PhotoAlert />, { user: null, pathname: '/members' });
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    unmount();
    renderWithProviders(<PhotoAlert />, { user: withPhoto, pathname: '/members' }).unmount();
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/profile' });
    expect(screen.queryByTestId('photo-alert')).toBeNull();
  });

  it('is dismissible and stores the time of dismissal', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/members' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    expectDismissedSince(PHOTO_ALERT_DISMISSAL, before);
  });

  it('stays away after a recent dismissal and comes back after it has expired', () => {
    useUiStore.setState({ dismissals: { [PHOTO_ALERT_DISMISSAL]: Date.now() - day } });
    const { unmount } = renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/members' });
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    unmount();
    useUiStore.setState({
      dismissals: { [PHOTO_ALERT_DISMISSAL]: Date.now() - (PHOTO_ALERT_DISMISSAL_DAYS + 1) * day },
    });
    renderWithProviders(<PhotoAlert />, { user: noPhoto, pathname: '/members' });
    expect(screen.getByTestId('photo-alert')).toBeInTheDocument();
  });
});
