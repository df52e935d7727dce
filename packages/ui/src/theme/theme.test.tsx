import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  GlobalStyle,
  ThemeProvider,
  breakpoints,
  colors,
  cssVariableGroups,
  cssVariables,
  media,
  sizes,
  theme,
  themeCssVariables,
  zIndex,
} from './index';

const leafCount = (tree: object): number =>
  Object.values(tree).reduce<number>((n, v) => n + (typeof v === 'object' ? leafCount(v) : 1), 0);

/** The CSS GlobalStyle emits inside the theme, rendered on the server as the apps do. */
function globalStyleCss(): string {
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <ThemeProvider>
        <GlobalStyle />
      </ThemeProvider>,
    ),
  );
  const css = sheet.getStyleTags();
  sheet.seal();
  return css;
}

describe('theme tokens', () => {
  it('uses the spec breakpoints and toast width', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(sizes.toastMaxWidth).toBe('350px');
    expect(sizes.profileHeaderTitle).toBe('40px');
    expect(sizes.profileHeaderTitleXl).toBe('60px');
  });

  it('builds media queries from the breakpoints', () => {
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(media.down('sm')).toBe('@media (max-width: 575.98px)');
    expect(media.between('md', 'xl')).toBe('@media (min-width: 768px) and (max-width: 1199.98px)');
  });

  it('stacks toast above modal above progress above sticky above dropdown', () => {
    expect(zIndex.toast).toBeGreaterThan(zIndex.modal);
    expect(zIndex.modal).toBeGreaterThan(zIndex.progress);
    expect(zIndex.progress).toBeGreaterThan(zIndex.sticky);
    expect(zIndex.sticky).toBeGreaterThan(zIndex.dropdown);
    expect(zIndex.dropdown).toBeGreaterThan(zIndex.base);
  });
});

describe('css variables', () => {
  const vars = cssVariables();

  it('emits every token group that holds values', () => {
    const valueGroups = Object.keys(theme).filter((key) => key !== 'media' && key !== 'motionQuery');
    expect(Object.keys(cssVariableGroups).sort()).toEqual(valueGroups.sort());
  });

  it('emits one variable per token leaf', () => {
    const expected = Object.keys(cssVariableGroups).reduce(
      (n, group) => n + leafCount(theme[group as keyof typeof cssVariableGroups]),
      0,
    );
    expect(Object.keys(vars)).toHaveLength(expected);
  });

  it.each([
    ['--color-primary-500', colors.primary[500]],
    ['--color-secondary-500', '#DC143C'],
    ['--color-neutral-900', colors.neutral[900]],
    ['--color-success-solid', colors.success.solid],
    ['--color-text-default', colors.text.default],
    ['--color-background-page', colors.background.page],
    ['--color-focus-ring', colors.focus.ring],
    ['--spacing-4', '1rem'],
    ['--radius-md', '0.5rem'],
    ['--breakpoint-sm', '576px'],
    ['--breakpoint-xl', '1200px'],
    ['--z-modal', String(zIndex.modal)],
    ['--z-progress', String(zIndex.progress)],
    ['--font-size-md', '1rem'],
    ['--font-weight-bold', '700'],
    ['--font-family-body', theme.typography.fontFamily.body],
    ['--line-height-normal', '1.5'],
    ['--size-toast-max-width', '350px'],
    ['--size-profile-header-title-xl', '60px'],
    ['--shadow-md', theme.shadows.md],
    ['--duration-fast', '120ms'],
    ['--easing-standard', theme.motion.easing.standard],
    ['--font-size-display', theme.typography.fontSize.display],
    ['--letter-spacing-tight', '-0.02em'],
    ['--spacing-gutter', theme.spacing.gutter],
    ['--shadow-card', theme.shadows.card],
    ['--color-scrim-strong', colors.scrim.strong],
  ])('%s = %s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it('serialises to declarations', () => {
    const text = themeCssVariables();
    expect(text).toContain('--color-primary-500: #F25068;');
    expect(text.split('\n')).toHaveLength(Object.keys(vars).length);
  });

  it('GlobalStyle puts the variables on :root', () => {
    const css = globalStyleCss();
    expect(css).toMatch(/:root\s*\{[^}]*--color-primary-500:\s*#F25068/);
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toMatch(/box-sizing:\s*border-box/);
  });

  it('GlobalStyle sets the house face with its metric-matched fallback first', () => {
    const css = globalStyleCss();
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*'Figtree',\s*'Figtree Fallback'/);
    expect(css).toMatch(/h1,\s*h2,\s*h3[^{]*\{[^}]*letter-spacing:\s*-0.02em/);
  });
});

describe('contrast (WCAG 2.2 AA)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each([
    ['primary button', colors.primary[600], colors.text.inverse],
    ['primary hover', colors.primary[700], colors.text.inverse],
    ['secondary button', colors.secondary[500], colors.text.inverse],
    ['outline/link text', colors.text.link, colors.background.page],
    ['muted text', colors.text.muted, colors.background.page],
    ['error text', colors.text.danger, colors.background.page],
    ['info alert', colors.info.text, colors.info.subtle],
    ['success alert', colors.success.text, colors.success.subtle],
    ['warning alert', colors.warning.text, colors.warning.subtle],
    ['danger alert', colors.danger.text, colors.danger.subtle],
    ['warning badge', colors.warning.solid, colors.text.inverse],
    ['danger badge', colors.danger.solid, colors.text.inverse],
    ['success badge', colors.success.solid, colors.text.inverse],
    ['avatar initials', colors.primary[800], colors.primary[100]],
  ])('%s text is at least 4.5:1', (_name, fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  /** An rgba scrim composited over a pure-white photo, the worst case for white text. */
  const overWhite = (rgba: string) => {
    const [r, g, b, a] = (rgba.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
    const hex = (c: number) =>
      Math.round(c * a + 255 * (1 - a))
        .toString(16)
        .padStart(2, '0');
    return `#${hex(r)}${hex(g)}${hex(b)}`;
  };

  it.each([
    ['medium', colors.scrim.medium, 4.5],
    ['strong', colors.scrim.strong, 10],
  ])('white text over a white photo under the %s scrim is at least %s:1', (_name, scrim, min) => {
    expect(ratio(colors.text.inverse, overWhite(scrim))).toBeGreaterThanOrEqual(min);
  });

  it('focus ring is at least 3:1 against the page', () => {
    expect(ratio(colors.focus.ring, colors.background.page)).toBeGreaterThanOrEqual(3);
  });
});
