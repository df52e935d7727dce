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
