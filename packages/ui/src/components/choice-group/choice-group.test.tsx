import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ChoiceGroup } from './choice-group';

type Side = 'left' | 'right';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<Side | ''>('');
  return (
    <ChoiceGroup<Side>
      id="side"
      name="side"
      legend="Side"
      options={[
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ]}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of required radios; the first one carries the focus id', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Side' })).toBeInTheDocument();
    const left = screen.getByRole('radio', { name: 'Left' });
    expect(left).toHaveAttribute('id', 'side-first');
    expect(left).toBeRequired();
  });

  it('checks what is clicked', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Right' }));
    expect(screen.getByRole('radio', { name: 'Right' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Left' })).not.toBeChecked();
  });

  it('links the error to the group and every radio', () => {
    renderWithTheme(<Harness error="Please choose" />);
    expect(screen.getByRole('group', { name: 'Side' })).toHaveAccessibleDescription('Please choose');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Please choose');
    }
  });
});
