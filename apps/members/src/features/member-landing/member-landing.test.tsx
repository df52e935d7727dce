import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { countryRegions, createMemberProfile, createUser } from '@/test/fixtures';
import { memberApi, resetMemberApi, seedRegions } from '@/test/member-api';
import { navigation } from '@/test/navigation-mock';
import { renderWithProviders } from '@/test/render';
import { MemberLanding } from './member-landing';

const profile = (fictional = true) => createMemberProfile({ id: 'm1', name: 'Anna', age: 31, fictional });

beforeEach(() => {
  resetMemberApi();
  navigation.reset();
  seedRegions(countryRegions('NL', 'regionTerm.province', ['NL-UT', 'Utrecht']));
});

describe('the four designs', () => {
  it.each(['landing', 'signup', 'landing2', 'landing3'] as const)(
    '%s shows the name, age and the fictional marker',
    (variant) => {
      renderWithProviders(<MemberLanding profile={profile()} variant={variant} destination="profile" />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anna');
      expect(screen.getAllByText(/Anna, 31/).length).toBeGreaterThan(0);
      expect(document.querySelector('[data-fictional]')).not.toBeNull();
      expect(screen.getAllByText('Fictional profile', { exact: false }).length).toBeGreaterThan(0);
    },
  );

  it('shows no fictional marker for a real profile', () => {
    renderWithProviders(<MemberLanding profile={profile(false)} variant="landing" destination="profile" />);
    expect(screen.queryByText('Fictional profile', { exact: false })).toBeNull();
  });

  it('landing leads a visitor to the member sign-up, landing3 to the sign-up that opens the chat', () => {
    const { unmount } = renderWithProviders(
      <MemberLanding profile={profile()} variant="landing" destination="profile" />,
    );
    expect(screen.getByRole('link', { name: 'Sign up to meet Anna' })).toHaveAttribute(
      'href',
      '/members/m1/signup',
    );
    unmount();
    renderWithProviders(<MemberLanding profile={profile()} variant="landing3" destination="profile" />);
    expect(screen.getByTestId('member-landing-icebreakers').querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign up to write to Anna' })).toHaveAttribute(
      'href',
      '/members/m1/signup?to=chat',
    );
  });

  it('leads a logged-in member straight to the profile', () => {
    renderWithProviders(<MemberLanding profile={profile()} variant="signup" destination="profile" />, {
      user: createUser(),
    });
    expect(screen.getByRole('link', { name: "View Anna's profile" })).toHaveAttribute('href', '/members/m1');
    expect(screen.queryByRole('button', { name: /sign up|create/i })).toBeNull();
  });

  it('speaks the page language', () => {
    renderWithProviders(<MemberLanding profile={profile()} variant="landing" destination="profile" />, {
      locale: 'de',
    });
    expect(screen.getByRole('link', { name: 'Registrieren und Anna kennenlernen' })).toBeInTheDocument();
  });
});

describe('sign-up on the signup design', () => {
  it('creates the account with the stored tracking and goes to the chat', async () => {
    window.localStorage.setItem('members-tracking', JSON.stringify({ network: 'ads', ref: 'r1' }));
    memberApi.account.signup.mockResolvedValue({ user: createUser() });
    const user = userEvent.setup();
    renderWithProviders(<MemberLanding profile={profile()} variant="signup" destination="chat" />);
    expect(
      screen.getByText('Once your account exists you go straight to a chat with Anna.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'a man' }));
    await user.click(screen.getByRole('radio', { name: 'women' }));
    await user.type(document.querySelector<HTMLInputElement>('#signup-name')!, 'Testperson');
    await user.type(document.querySelector<HTMLInputElement>('#signup-email')!, 'test@example.com');
    await user.type(document.querySelector<HTMLInputElement>('#signup-password')!, 'a-long-enough-password');
    await user.type(document.querySelector<HTMLInputElement>('#signup-dob')!, '1990-05-12');
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await user.click(submit);
    expect(memberApi.account.signup).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'test@example.com',
        language: 'en',
        tracking: expect.objectContaining({ network: 'ads' }),
      }),
    );
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/members/m1/chat'));
    // Logged in now: the page offers the chat itself instead of the form.
    expect(await screen.findByRole('link', { name: 'Write to Anna' })).toHaveAttribute(
      'href',
      '/members/m1/chat',
    );
    window.localStorage.clear();
  });
});
