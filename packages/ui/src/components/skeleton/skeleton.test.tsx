import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and defaults to a full-width block', () => {
    renderWithTheme(<Skeleton />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-shape', 'block');
    expect(block.getAttribute('style')).toBeNull();
  });

  it('takes a shape and an explicit size', () => {
    renderWithTheme(<Skeleton shape="text" width="60%" height={12} />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('data-shape', 'text');
    expect(block).toHaveStyle({ width: '60%', height: '12px' });
  });

  it('animates only for members who accept motion', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider>
          <Skeleton shape="photo" />
        </ThemeProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    const [still, moving = ''] = css.split('@media (prefers-reduced-motion: no-preference)');
    expect(still).not.toMatch(/animation:/);
    expect(moving).toMatch(/animation:/);
    expect(css).toMatch(/\[data-shape='photo'\]\{[^}]*aspect-ratio:4\s*\/\s*5/);
  });
});
