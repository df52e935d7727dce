import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { TLocale } from '@dating/core/contracts';
import { ThemeProvider } from '@dating/ui/theme';
import { createLanderI18n } from '../i18n/create-lander-i18n';
import { COMPLETE_SIGNUP_URL, LanderSignupForm } from './lander-signup-form';

const NOW = new Date('2026-06-15T12:00:00Z');
const fetchMock = vi.fn<typeof fetch>();

function renderForm({
  locale = 'en',
  search = '',
  tracking = {},
}: { locale?: TLocale; search?: string; tracking?: Record<string, string> } = {}) {
  const navigate = vi.fn<(url: string) => void>();
  render(
    <I18nextProvider i18n={createLanderI18n(locale)}>
      <ThemeProvider>
        <LanderSignupForm
          campaign={{ tracking }}
          search={search}
          locale={locale}
          signupHref="/signup?network=aff1"
          navigate={navigate}
          now={() => NOW}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  overrides: { email?: string; dob?: string } = {},
) {
  await user.selectOptions(screen.getByLabelText(/^I am\b(?! looking)/), 'man');
  await user.selectOptions(screen.getByLabelText(/I am looking for/), 'women');
  await user.type(screen.getByLabelText(/E-mail address/), overrides.email ?? 'jan@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.type(screen.getByLabelText(/Date of birth/), overrides.dob ?? '1990-05-12');
  await user.type(screen.getByLabelText(/Profile name/), 'Jan');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create my free account' }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const envelope = (code: string, status: number, extra: object = {}) =>
  answer(status, { error: { code, message: `errors.${code}`, status, ...extra } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('LanderSignupForm: validation before any request', () => {
  it('states that it is for adults and links the terms and the privacy policy', () => {
    renderForm();
    expect(screen.getByText('Only for adults aged 18 and over.')).toBeInTheDocument();
    expect(screen.getByText(/confirm that you are at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/pages/privacy');
    expect(screen.getByRole('link', { name: 'Sign up step by step' })).toHaveAttribute(
      'href',
      '/signup?network=aff1',
    );
  });

  it('marks every missing field, links each error with aria-describedby and focuses the first', async () => {
    const { user } = renderForm();
    await submit(user);
    const iAm = screen.getByLabelText(/^I am\b(?! looking)/);
    expect(iAm).toHaveFocus();
    expect(iAm).toHaveAttribute('aria-invalid', 'true');
    expect(iAm).toHaveAccessibleDescription('Please choose one.');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText(/Profile name/)).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies the rules of spec §5: under 18, the e-mail as name, a short password', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^I am\b(?! looking)/), 'woman');
    await user.selectOptions(screen.getByLabelText(/I am looking for/), 'both');
    await user.type(screen.getByLabelText(/E-mail address/), 'jan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Date of birth/), '2008-06-16');
    await user.type(screen.getByLabelText(/Profile name/), 'jan@example.com');
    await submit(user);
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Your password needs at least 8 characters.'),
    );
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      expect.stringContaining('You must be at least 18 years old to sign up.'),
    );
    expect(screen.getByLabelText(/Profile name/)).toHaveAccessibleDescription(
      expect.stringContaining('Your profile name may not be your e-mail address.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a "did you mean" address for a typo and applies it', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/E-mail address/);
    await user.type(email, 'jan@gmial.com');
    await user.tab();
    expect(email).toHaveAccessibleDescription(expect.stringMatching(/^Did you mean jan@gmail\.com ?\?$/));
    await user.click(screen.getByRole('button', { name: 'Use jan@gmail.com' }));
    expect(email).toHaveValue('jan@gmail.com');
    expect(email).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LanderSignupForm: submitting', () => {
  it('posts the account with the tracking record and goes to /complete-signup', async () => {
    fetchMock.mockResolvedValue(answer(200, { user: {} }));
    const { user, navigate } = renderForm({
      locale: 'nl',
      search: '?network={adnet}&ref=42&sub=s1&sub3=c&utm_source=x',
      tracking: { network: 'summer', sub2: 'camp' },
    });
    await user.selectOptions(screen.getByLabelText(/^Ik ben/), 'man');
    await user.selectOptions(screen.getByLabelText(/Ik zoek/), 'men');
    await user.type(screen.getByLabelText(/E-mailadres/), ' jan@example.com ');
    await user.type(screen.getByLabelText(/^Wachtwoord/), 'correct horse');
    await user.type(screen.getByLabelText(/Geboortedatum/), '1990-05-12');
    await user.type(screen.getByLabelText(/Profielnaam/), 'Jan');
    await user.click(screen.getByRole('button', { name: 'Maak mijn gratis account aan' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(COMPLETE_SIGNUP_URL));
    expect(COMPLETE_SIGNUP_URL).toBe('/complete-signup?api_signup_complete=1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/signup.php');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Request-Type': 'client', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'jan@example.com',
      name: 'Jan',
      password: 'correct horse',
      date_of_birth: '1990-05-12',
      gender: 'male',
      sexuality: 'gay',
      language: 'nl',
      tracking: { network: 'adnet', ref: '42', sub1: 's1', sub2: 'camp', sub3: 'c' },
    });
    // The member site continues in the lander's language.
    expect(document.cookie).toContain('i18n_redirected=nl');
    expect(screen.getByRole('button', { name: /Je account wordt aangemaakt/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('sends no tracking record without a network', async () => {
    fetchMock.mockResolvedValue(answer(200, { user: {} }));
    const { user, navigate } = renderForm({ search: '?sub1=a' });
    await fill(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).not.toHaveProperty('tracking');
  });

  it('shows an existing account at the e-mail field with a login link', async () => {
    fetchMock.mockResolvedValue(envelope('email_exists', 409));
    const { user, navigate } = renderForm();
    await fill(user);
    await submit(user);
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('An account with this email already exists.'),
    );
    const field = email.closest('div')!;
    expect(within(field).getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the API’s "did you mean" for an invalid address', async () => {
    fetchMock.mockResolvedValue(
      envelope('invalid_email', 400, { params: { suggestion: 'jan@example.com' } }),
    );
    const { user } = renderForm();
    await fill(user, { email: 'jan@exampel.cm' });
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
        expect.stringContaining('Invalid email'),
      ),
    );
    expect(screen.getByRole('button', { name: 'Use jan@example.com' })).toBeInTheDocument();
  });

  it('shows the site’s minimum age when the API says too young', async () => {
    fetchMock.mockResolvedValue(envelope('too_young', 400, { params: { min_age: 21 } }));
    const { user } = renderForm();
    await fill(user, { dob: '2006-01-01' });
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
        expect.stringContaining('You must be at least 21 years old to sign up.'),
      ),
    );
  });

  it.each([
    ['invite_only', 403, 'New accounts on this site can only be created through an invitation link'],
    ['rate_limited', 429, 'Too many sign-ups have come from your connection.'],
    ['internal_error', 500, 'An error occurred, please try again later.'],
  ])('shows %s as a translated message, never the raw error', async (code, status, text) => {
    fetchMock.mockResolvedValue(envelope(code, status));
    const { user, navigate } = renderForm();
    await fill(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(code);
    expect(alert).toHaveFocus();
    expect(screen.getByTestId('lander-signup-form')).toHaveAccessibleDescription(
      expect.stringContaining(text),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a network failure as the general message and lets the member retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(answer(200, { user: {} }));
    const { user, navigate } = renderForm({ locale: 'de' });
    await user.selectOptions(screen.getByLabelText(/^Ich bin/), 'woman');
    await user.selectOptions(screen.getByLabelText(/Ich suche/), 'men');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.type(screen.getByLabelText(/^Passwort/), 'correct horse');
    await user.type(screen.getByLabelText(/Geburtsdatum/), '1990-05-12');
    await user.type(screen.getByLabelText(/Profilname/), 'Anna');
    const button = screen.getByRole('button', { name: 'Kostenloses Konto erstellen' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Fehler ist aufgetreten, bitte versuche es später erneut.',
    );
    await user.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(COMPLETE_SIGNUP_URL));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({
      gender: 'female',
      sexuality: 'hetero',
      language: 'de',
    });
  });
});
