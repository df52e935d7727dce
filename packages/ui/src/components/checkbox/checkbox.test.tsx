import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by clicking the label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Show me online" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Show me online' });
    await user.click(screen.getByText('Show me online'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('an error marks it invalid and describes it; required is set', () => {
    renderWithTheme(
      <Checkbox
        label="I accept the terms"
        required
        error="You must accept the terms"
        hint="Read them first"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Read them first You must accept the terms');
    expect(screen.getByTitle('required')).toBeInTheDocument();
  });

  it('forwards ref and respects disabled', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Checkbox label="Newsletter" ref={ref} disabled />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    expect(ref.current).not.toBeChecked();
    expect(ref.current?.closest('[data-disabled]')).toBeInTheDocument();
  });
});
