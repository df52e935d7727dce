import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';

const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree while taking no space', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Like Anna</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeInTheDocument();
    const hidden = screen.getByText('Like Anna');
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
  });

  it('mixes into other elements, which stay reachable by their label', () => {
    renderWithTheme(
      <label>
        Add a photo
        <HiddenInput type="file" />
      </label>,
    );
    const input = screen.getByLabelText('Add a photo');
    expect(getComputedStyle(input).height).toBe('1px');
  });
});
