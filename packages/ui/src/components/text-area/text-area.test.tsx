import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('labels the text area and links hint and error', () => {
    renderWithTheme(
      <TextArea label="Your message" hint="10 to 2,000 characters" error="Too short" required />,
    );
    const area = screen.getByRole('textbox', { name: /Your message/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('10 to 2,000 characters Too short');
  });

  it('accepts several lines of typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextArea label="Text" />);
    const area = screen.getByRole('textbox', { name: 'Text' });
    await user.type(area, 'one{Enter}two');
    expect(area).toHaveValue('one\ntwo');
    expect(area).not.toHaveAttribute('aria-invalid');
  });
});
