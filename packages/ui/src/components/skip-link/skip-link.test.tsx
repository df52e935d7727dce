import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main region', async () => {
    renderWithTheme(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <button type="button">Menu</button>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('takes another target', () => {
    renderWithTheme(<SkipLink href="#content">Skip</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#content');
  });
});
