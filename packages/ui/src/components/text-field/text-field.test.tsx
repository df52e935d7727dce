import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links the hint with aria-describedby', () => {
    renderWithTheme(<TextField label="Nickname" hint="Shown on your profile" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Shown on your profile');
  });

  it('an error marks it invalid and is linked after the hint', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email address');
    expect(input.closest('[data-invalid]')).toBeInTheDocument();
  });

  it('shows a required marker and sets required', () => {
    renderWithTheme(<TextField label="Password" required />);
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toBeRequired();
    expect(screen.getByTitle('required')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards ref to the input and accepts typing', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    renderWithTheme(<TextField label="City" ref={ref} onChange={onChange} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'Köln');
    expect(ref.current?.value).toBe('Köln');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('keeps a caller id and extra aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra</p>
        <TextField label="Phone" id="phone" aria-describedby="extra" error="Invalid" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAttribute('aria-describedby', 'extra phone-error');
  });
});
