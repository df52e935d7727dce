import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { advance, fakeTimersPerTest } from '../../test/timers';
import { nextProgress, TopProgressBar } from './top-progress-bar';

const bar = () => screen.getByRole('progressbar', { hidden: true });
const value = () => Number(bar().getAttribute('aria-valuenow'));

describe('TopProgressBar', () => {
  fakeTimersPerTest();

  it('is idle and hidden from assistive technology while inactive', () => {
    renderWithTheme(<TopProgressBar active={false} />);
    expect(bar()).toHaveAttribute('data-state', 'idle');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).not.toHaveAttribute('aria-valuenow');
  });

  it('is a named progressbar creeping towards but never past 90 % while active', () => {
    renderWithTheme(<TopProgressBar active label="Loading page" />);
    const el = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(el).toHaveAttribute('data-state', 'loading');
    expect(el).toHaveAttribute('aria-valuemin', '0');
    expect(el).toHaveAttribute('aria-valuemax', '100');
    const start = value();
    advance(1000);
    expect(value()).toBeGreaterThan(start);
    advance(120_000);
    expect(value()).toBe(90);
  });

  it('completes to 100 %, then fades to idle when it becomes inactive', () => {
    const { rerender } = renderWithTheme(<TopProgressBar active />);
    advance(500);
    rerender(<TopProgressBar active={false} />);
    expect(bar()).toHaveAttribute('data-state', 'done');
    expect(value()).toBe(100);
    advance(1000);
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('restarts when it becomes active again while finishing', () => {
    const { rerender } = renderWithTheme(<TopProgressBar active />);
    rerender(<TopProgressBar active={false} />);
    rerender(<TopProgressBar active />);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    expect(value()).toBeLessThan(90);
    advance(1000);
    expect(bar()).toHaveAttribute('data-state', 'loading');
  });

  it('uses the default "Page loading" label', () => {
    renderWithTheme(<TopProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();
  });

  it('nextProgress approaches 90 monotonically', () => {
    let v = 0;
    for (let i = 0; i < 500; i += 1) {
      const n = nextProgress(v);
      expect(n).toBeGreaterThanOrEqual(v);
      v = n;
    }
    expect(v).toBe(90);
  });
});
