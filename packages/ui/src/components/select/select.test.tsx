import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Select } from './select';

const options = [
  { value: 'de', label: 'Germany' },
  { value: 'nl', label: 'Netherlands' },
  { value: 'pl', label: 'Poland', disabled: true },
];

describe('Select', () => {
  it('labels a native select with its options and placeholder', () => {
    renderWithTheme(<Select label="Country" options={options} placeholder="Choose a country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: 'Poland' })).toBeDisabled();
  });

  it('selects with the keyboard-accessible native control', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(<Select label="Country" options={options} ref={ref} />);
    await user.selectOptions(screen.getByRole('combobox'), 'nl');
    expect(ref.current?.value).toBe('nl');
  });

  it('an error marks it invalid and describes it', () => {
    renderWithTheme(
      <Select label="Country" options={options} required placeholder="Choose" error="Choose your country" />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Choose your country');
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
  });

  it('accepts option children', () => {
    renderWithTheme(
      <Select label="Gender" hint="Visible to others">
        <option value="f">Woman</option>
        <option value="m">Man</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Visible to others');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
