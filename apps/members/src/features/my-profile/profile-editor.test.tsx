import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TUser } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { ProfileEditor } from './profile-editor';
import { apiError, profileApi, renderWithEditor, resetProfileApi } from './test-support';

const NOW = () => new Date('2025-06-15T12:00:00Z');

function renderEditor(user: TUser = createUser({}, { bio: 'Hi there', interests: ['hiking'] })) {
  profileApi.user.get.mockResolvedValue({ user });
  const view = renderWithEditor(<ProfileEditor user={user} now={NOW} />, { user });
  return { ...view, user };
}

const save = () => screen.getByRole('button', { name: 'Save profile' });

beforeEach(() => resetProfileApi());

describe('sections and options', () => {
  it('shows every field of spec §3 with translated options', () => {
    renderEditor();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sam');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1994-01-01');
    expect(screen.getByRole('radio', { name: 'Woman' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Straight' })).toBeChecked();
    expect(screen.getByLabelText('About me')).toHaveValue('Hi there');
    expect(screen.getByText('8 of 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Hair colour')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Body type')).getByRole('option', { name: 'Plus-size' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Not specified' })).toBeChecked();
    expect(screen.getByLabelText('Your note')).toHaveValue('');
  });

  it('shows the interests as toggle chips grouped by category', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Food and drink' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hiking/ })).toHaveAttribute('aria-pressed', 'true');
    const wine = screen.getByRole('button', { name: 'Wine' });
    await user.click(wine);
    expect(wine).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
  });
});

describe('region follows the country', () => {
  it('labels the region with the country’s term and lists its regions', async () => {
    const user = userEvent.setup();
    renderEditor();
    const province = await screen.findByLabelText('Province');
    await waitFor(() => expect(province).toHaveValue('NL-UT'));
    expect(within(province).getByRole('option', { name: 'Noord-Holland' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Country'), 'PL');
    expect(screen.queryByLabelText('Province')).toBeNull();
    const voivodeship = screen.getByLabelText('Voivodeship');
    expect(voivodeship).toHaveValue('');
    expect(
      within(voivodeship)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'Małopolskie', 'Mazowieckie']);
    await user.selectOptions(voivodeship, 'PL-14');

    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(screen.getByLabelText('State')).toHaveValue('');
  });
});

describe('saving', () => {
  it('sends only the changed fields and confirms with a toast', async () => {
    const user = userEvent.setup();
    const { user: member } = renderEditor();
    profileApi.account.updateProfile.mockImplementation((input: Record<string, unknown>) =>
      Promise.resolve({ user: { ...member, profile: { ...member.profile, ...input } } }),
    );
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Samira ');
    await user.selectOptions(screen.getByLabelText('Eye colour'), 'green');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(save());
    expect(profileApi.account.updateProfile).toHaveBeenCalledWith({
      name: 'Samira',
      eye_colour: 'green',
      tattoos: true,
    });
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Samira');
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('says so when nothing changed instead of sending', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(save());
    expect(profileApi.account.updateProfile).not.toHaveBeenCalled();
    expect(await screen.findByText(/nothing to save/)).toBeInTheDocument();
  });

  it('shows a wrong date of birth at the field, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    renderEditor();
    const dob = screen.getByLabelText(/Date of birth/);
    await user.clear(dob);
    await user.type(dob, '2030-01-01');
    await user.click(save());
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(dob).toHaveAccessibleDescription(expect.stringContaining('Invalid date of birth.'));
    expect(dob).toHaveFocus();
    expect(screen.getByTestId('profile-form-error')).toHaveTextContent(
      'Please correct the fields marked in red.',
    );
    expect(profileApi.account.updateProfile).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderEditor();
    profileApi.account.updateProfile.mockRejectedValue(
      apiError('validation_failed', 400, {
        fields: [{ path: 'body.date_of_birth', message: 'errors.invalid_date_of_birth' }],
      }),
    );
    const dob = screen.getByLabelText(/Date of birth/);
    await user.clear(dob);
    await user.type(dob, '1990-02-03');
    await user.type(screen.getByLabelText('About me'), ' and more');
    await user.click(save());
    await waitFor(() => expect(dob).toHaveAttribute('aria-invalid', 'true'));
    expect(dob).toHaveAccessibleDescription(expect.stringContaining('Invalid date of birth.'));
    expect(dob).toHaveValue('1990-02-03');
    expect(screen.getByLabelText('About me')).toHaveValue('Hi there and more');
  });

  it('maps invalid_name onto the name field', async () => {
    const user = userEvent.setup();
    renderEditor();
    profileApi.account.updateProfile.mockRejectedValue(apiError('invalid_name', 400));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'me@example.com');
    await user.click(save());
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('may not be your email address')),
    );
    expect(name).toHaveFocus();
  });

  it('shows any other failure translated above the form', async () => {
    const user = userEvent.setup();
    renderEditor();
    profileApi.account.updateProfile.mockRejectedValue(apiError('rate_limited', 429));
    await user.type(screen.getByLabelText('City or town'), 'x');
    await user.click(save());
    expect(await screen.findByTestId('profile-form-error')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('City or town')).toHaveValue('Utrechtx');
  });

  it('marks a bio over 2000 characters in the counter and at the field', async () => {
    renderEditor(createUser({}, { bio: 'a'.repeat(2001) }));
    expect(screen.getByText('2001 of 2000 characters')).toHaveAttribute('data-over');
    await userEvent.setup().click(save());
    expect(screen.getByLabelText('About me')).toHaveAccessibleDescription(
      expect.stringContaining('at most 2000 characters'),
    );
  });
});

describe('another language', () => {
  it('labels the editor in Polish, with the region term of the country', async () => {
    const member = createUser({ language: 'pl' }, { country: 'PL', region: 'PL-14' });
    renderWithEditor(<ProfileEditor user={member} now={NOW} />, { user: member, locale: 'pl' });
    expect(screen.getByRole('button', { name: 'Zapisz profil' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Województwo')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kobieta' })).toBeChecked();
  });
});
