import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Badge } from '../badge';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('renders the image with alt, width and height from the size', () => {
    renderWithTheme(<Avatar src="/media/a.webp" alt="Anna, 29" size="lg" />);
    const img = screen.getByRole('img', { name: 'Anna, 29' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '72');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows initials without src', () => {
    renderWithTheme(<Avatar alt="Profile photo of Jan de Vries" name="Jan de Vries" />);
    const fallback = screen.getByRole('img', { name: 'Profile photo of Jan de Vries' });
    expect(fallback).toHaveTextContent('JV');
    expect(fallback.parentElement).toHaveAttribute('data-fallback');
  });

  it('falls back to initials when the image fails', () => {
    renderWithTheme(<Avatar src="/broken.jpg" alt="Marta" />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Marta' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('M');
  });

  it('tries again when src changes after an error', () => {
    const { rerender } = renderWithTheme(<Avatar src="/broken.jpg" alt="Marta" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar src="/ok.jpg" alt="Marta" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('renders the fictional marker slot', () => {
    renderWithTheme(
      <Avatar alt="Lena" fictional={<Badge label="Fictional profile">F</Badge>} data-testid="avatar" />,
    );
    expect(screen.getByTestId('avatar')).toHaveAttribute('data-fictional');
    expect(screen.getByText('Fictional profile')).toBeInTheDocument();
  });

  it('shows a text-free silhouette instead of initials when asked', () => {
    renderWithTheme(<Avatar alt="Anna Smit" fallback="icon" />);
    const img = screen.getByRole('img', { name: 'Anna Smit' });
    expect(img).toHaveTextContent('');
    expect(img.querySelector('svg')).not.toBeNull();
  });

  it('computes initials', () => {
    expect(initialsOf('anna')).toBe('A');
    expect(initialsOf('  Jan  de Vries ')).toBe('JV');
    expect(initialsOf('Łucja Żak')).toBe('ŁŻ');
    expect(initialsOf('')).toBe('');
  });
});
