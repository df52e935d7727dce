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

  it('draws a white heart on a coral-to-crimson tile by default', () => {
    renderWithTheme(<LogoMark />);
    const mark = screen.getByTestId('logo-mark');
    expect(mark).toHaveAttribute('data-variant', 'tile');
    const gradient = mark.querySelector('linearGradient');
    expect(mark.querySelector('rect')).toHaveAttribute('fill', `url(#${gradient?.id})`);
    const stops = [...mark.querySelectorAll('stop')].map((s) => s.getAttribute('stop-color'));
    expect(stops).toEqual([theme.colors.primary[500], theme.colors.secondary[600]]);
    expect(mark.querySelector('path')).toHaveAttribute('fill', theme.colors.neutral[0]);
  });

  it('gives each instance its own gradient id, usable in url(#…)', () => {
    renderWithTheme(
      <>
        <LogoMark />
        <LogoMark />
      </>,
    );
    const ids = screen.getAllByTestId('logo-mark').map((m) => m.querySelector('linearGradient')?.id ?? '');
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^logo-gradient-[a-zA-Z0-9_-]+$/);
  });

  it('draws the heart alone in the primary colour', () => {
    renderWithTheme(<LogoMark variant="heart" />);
    const mark = screen.getByTestId('logo-mark');
    expect(mark.querySelector('rect')).toBeNull();
    expect(mark.querySelector('path')).toHaveAttribute('fill', theme.colors.primary[500]);
  });
});
