import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Logo } from './logo';

describe('Logo', () => {
  it('is one link home named by its label, with the mark and the site name', () => {
    renderWithTheme(<Logo name="Amora" href="/" label="Amora – home page" />);
    const link = screen.getByRole('link', { name: 'Amora – home page' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('Amora');
    expect(link.querySelector('[data-testid="logo-mark"]')).toHaveAttribute('data-variant', 'tile');
    expect(link).toHaveAttribute('data-size', 'md');
    expect(link).not.toHaveAttribute('data-compact');
  });

  it('renders through a router link component when given one', () => {
    const RouterLink = ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a href={href} data-router="" {...rest} />
    );
    renderWithTheme(<Logo as={RouterLink} name="Amora" href="/members" label="Amora" />);
    expect(screen.getByRole('link', { name: 'Amora' })).toHaveAttribute('data-router', '');
  });

  it('takes size, tone and compact as data attributes, and a bigger mark when large', () => {
    renderWithTheme(<Logo name="Amora" href="/" label="Amora" size="lg" tone="inverse" compact />);
    const link = screen.getByTestId('logo');
    expect(link).toHaveAttribute('data-size', 'lg');
    expect(link).toHaveAttribute('data-tone', 'inverse');
    expect(link).toHaveAttribute('data-compact', '');
    expect(screen.getByTestId('logo-mark')).toHaveAttribute('width', '40');
  });
});
