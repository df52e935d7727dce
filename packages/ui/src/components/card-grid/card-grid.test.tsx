import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('is a list of the cards it is given', () => {
    renderWithTheme(
      <CardGrid aria-label="Results">
        <li>Anna</li>
        <li>Ben</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Results' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('defaults to four columns at the widest and the normal gap', () => {
    renderWithTheme(<CardGrid data-testid="grid" />);
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-columns', '4');
    expect(grid).not.toHaveAttribute('data-spacious');
  });

  it('takes six columns and the spacious gap on data attributes', () => {
    renderWithTheme(<CardGrid data-testid="grid" columns={6} spacious />);
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-columns', '6');
    expect(grid).toHaveAttribute('data-spacious', '');
  });
});

describe('CardGrid while loading', () => {
  it('shows photo skeletons in the same grid instead of the cards, hidden from assistive technology', () => {
    renderWithTheme(
      <CardGrid data-testid="grid" loading columns={6}>
        <li>Anna</li>
      </CardGrid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-columns', '6');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    expect(screen.queryByText('Anna')).toBeNull();
  });

  it('announces one status, the ui label by default or the one given', () => {
    const { rerender } = renderWithTheme(<CardGrid loading skeletonCount={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
    rerender(<CardGrid loading loadingLabel="Finding members near you" />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding members near you');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8);
  });

  it('shows the cards again once loaded', () => {
    const { rerender } = renderWithTheme(
      <CardGrid loading aria-label="Results">
        <li>Anna</li>
      </CardGrid>,
    );
    rerender(
      <CardGrid aria-label="Results">
        <li>Anna</li>
      </CardGrid>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list', { name: 'Results' })).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });
});
