import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { theme } from '../../theme';
import { LogoMark } from './logo-mark';

describe('LogoMark', () => {
  it('is decorative, with a fixed size so the bar never shifts', () => {
    renderWithTheme(<LogoMark size={28} />);
    const mark = screen.getByTestId('logo-mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('width', '28');
    expect(mark).toHaveAttribute('height', '28');
  });

  it('draws a white heart on the primary tile by default', () => {
    renderWithTheme(<LogoMark />);
    const mark = screen.getByTestId('logo-mark');
    expect(mark).toHaveAttribute('data-variant', 'tile');
    expect(mark.querySelector('rect')).toHaveAttribute('fill', theme.colors.primary[600]);
    expect(mark.querySelector('path')).toHaveAttribute('fill', theme.colors.neutral[0]);
  });

  it('draws the heart alone in the primary colour', () => {
    renderWithTheme(<LogoMark variant="heart" />);
    const mark = screen.getByTestId('logo-mark');
    expect(mark.querySelector('rect')).toBeNull();
    expect(mark.querySelector('path')).toHaveAttribute('fill', theme.colors.primary[500]);
  });
});
