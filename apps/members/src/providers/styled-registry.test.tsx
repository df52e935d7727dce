// @vitest-environment node
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager, createGlobalStyle, keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { reuseFormattedRules } from './styled-registry';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Box = styled.div<{ $width: number }>`
  color: red;
  width: ${(p) => p.$width}px;
  animation: ${spin} 1s linear;
  &:hover {
    color: blue;
  }
`;
const Global = createGlobalStyle<{ $color: string }>`body { color: ${(p) => p.$color}; }`;

/** One server render with a fresh sheet, as each request has; counts the CSS preprocessor's runs. */
function render(cache: Map<string, string[]> | null, color = 'black') {
  const sheet = new ServerStyleSheet();
  if (cache) reuseFormattedRules(sheet.instance, cache);
  let formatted = 0;
  const count = () => {
    formatted += 1;
  };
  Object.defineProperty(count, 'name', { value: 'count' });
  const html = renderToString(
    <StyleSheetManager sheet={sheet.instance} stylisPlugins={[count]}>
      <Global $color={color} />
      <Box $width={1} />
      <Box $width={2} />
    </StyleSheetManager>,
  );
  return { html, css: sheet.getStyleTags(), formatted };
}

describe('reuseFormattedRules', () => {
  it('gives the same HTML and CSS as a sheet without it, and formats each style once per process', () => {
    const cache = new Map<string, string[]>();
    const plain = render(null);
    const first = render(cache);
    const second = render(cache);
    expect(first.html).toBe(plain.html);
    expect(first.css).toBe(plain.css);
    expect(second.html).toBe(plain.html);
    expect(second.css).toBe(plain.css);
    expect(second.css).toContain('width:2px');
    expect(second.css).toContain('@keyframes');
    // The second request formats only the global style (its rules are not cached); the first formats all.
    expect(second.formatted).toBeLessThan(first.formatted);
    expect(cache.size).toBe(3); // two widths and the keyframes
  });

  it('never serves a global style from the cache: its rules follow its props', () => {
    const cache = new Map<string, string[]>();
    render(cache, 'black');
    const green = render(cache, 'green');
    expect(green.css).toContain('color:green');
    expect(green.css).not.toContain('color:black');
  });
});
