import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DemoSignupAccountForm } from './signup-account-form.fixtures';

const ids = () => Array.from(document.querySelectorAll('input, select'), (el) => el.id).filter(Boolean);

describe('SignupAccountForm', () => {
  it('steps: pill radios, the name before the e-mail, the message field', () => {
    renderWithTheme(<DemoSignupAccountForm />);
    expect(screen.getByRole('radio', { name: 'a man' })).toHaveAttribute('id', 'demo-i-am-first');
    expect(ids()).toEqual([
      'demo-i-am-first',
      'demo-looking-for-first',
      'demo-name',
      'demo-email',
      'demo-password',
      'demo-dob',
      'demo-message',
    ]);
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('data-variant', 'steps');
  });

  it('compact: two selects, the e-mail first and the name last, no message', () => {
    renderWithTheme(<DemoSignupAccountForm variant="compact" />);
    expect(screen.getByRole('combobox', { name: /I am/ })).toHaveAttribute('id', 'demo-i-am');
    expect(ids()).toEqual([
      'demo-i-am',
      'demo-looking-for',
      'demo-email',
      'demo-password',
      'demo-dob',
      'demo-name',
    ]);
  });

  it('is a POST form, so a submit before hydration never puts the password into the address', () => {
    const { container } = renderWithTheme(<DemoSignupAccountForm variant="compact" />);
    const form = container.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.querySelector('input[type="password"]')).toHaveAttribute('name', 'password');
  });

  it('edits the values it is given and shows or hides the password', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DemoSignupAccountForm />);
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('focuses the first invalid field in its order when a submit is refused', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DemoSignupAccountForm initialErrors={{ password: 'Too short', email: 'Invalid' }} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
  });

  it('leaves the focus where the member puts it after the refused submit (no pull back to the first error)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DemoSignupAccountForm initialErrors={{ email: 'Invalid', password: 'Too short' }} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
    await user.click(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('focuses the form error when asked to and no field is invalid', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DemoSignupAccountForm formError="Sign-ups are by invitation" focusFormError />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Sign-ups are by invitation').closest('#demo-form-error')).toHaveFocus();
  });

  it('applies the e-mail suggestion, clears the e-mail error and focuses the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <DemoSignupAccountForm initialErrors={{ email: 'Invalid' }} initialSuggestion="anna@gmail.com" />,
    );
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(/Did you mean/);
    await user.click(screen.getByRole('button', { name: 'Use anna@gmail.com' }));
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveValue('anna@gmail.com');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Invalid')).not.toBeInTheDocument();
  });
});
