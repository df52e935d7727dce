import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the count the app passes, with tone', () => {
    renderWithTheme(<Badge tone="danger" count="99+" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent('99+');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge).toHaveAttribute('data-count', '99+');
  });

  it('defaults to the neutral tone and renders children', () => {
    renderWithTheme(<Badge data-testid="badge">Popular</Badge>);
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByTestId('badge')).toHaveTextContent('Popular');
  });

  it('reads the accessible label instead of the bare number', () => {
    renderWithTheme(<Badge tone="primary" count={12} label="12 unread messages" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(screen.getByText('12')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12 unread messages')).toBeInTheDocument();
    expect(badge).toHaveAttribute('data-count', '12');
  });

  it.each(['neutral', 'primary', 'warning', 'danger', 'success'] as const)('supports tone %s', (tone) => {
    renderWithTheme(<Badge tone={tone} count={1} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', tone);
  });
});
