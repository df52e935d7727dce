import { createGlobalStyle, type DefaultTheme } from 'styled-components';
import { theme as defaultTheme, type AppTheme } from './theme';

type TokenTree = { readonly [key: string]: string | number | TokenTree };

const kebab = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function flatten(prefix: string, tree: TokenTree, unit: string, out: Record<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}-${kebab(key)}` : kebab(key);
    if (typeof value === 'object') flatten(name, value, unit, out);
    else out[`--${name}`] = typeof value === 'number' ? `${value}${unit}` : value;
  }
}

/**
 * Which token group becomes which variable prefix:
 * colors → `--color-primary-500`, spacing → `--spacing-4`, radii → `--radius-md`,
 * breakpoints → `--breakpoint-md: 768px`, zIndex → `--z-modal`, typography → `--font-size-md`,
 * sizes → `--size-toast-max-width`, shadows → `--shadow-md`, motion → `--duration-fast`.
 * `media` holds functions and `motionQuery` media queries, not values: neither is emitted.
 */
export const cssVariableGroups = {
  colors: { prefix: 'color', unit: '' },
  spacing: { prefix: 'spacing', unit: '' },
  radii: { prefix: 'radius', unit: '' },
  breakpoints: { prefix: 'breakpoint', unit: 'px' },
  zIndex: { prefix: 'z', unit: '' },
  typography: { prefix: '', unit: '' },
  sizes: { prefix: 'size', unit: '' },
  shadows: { prefix: 'shadow', unit: '' },
  motion: { prefix: '', unit: '' },
} as const satisfies Partial<Record<keyof AppTheme, { prefix: string; unit: string }>>;

/** Every token as a CSS custom property, e.g. `{ '--color-primary-500': '#F25068', … }`. */
export function cssVariables(theme: AppTheme = defaultTheme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, { prefix, unit }] of Object.entries(cssVariableGroups)) {
    flatten(prefix, theme[group as keyof typeof cssVariableGroups] as TokenTree, unit, out);
  }
  return out;
}

/** The declarations as one string (`--color-primary-500: #F25068;\n…`), for `:root { … }` or inline styles. */
export function themeCssVariables(theme: AppTheme = defaultTheme): string {
  return Object.entries(cssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

const resolve = (theme: DefaultTheme | undefined): AppTheme =>
  theme && 'colors' in theme ? theme : defaultTheme;

/**
 * Global base styles: token variables on :root, border-box sizing, body font and colours,
 * a visible :focus-visible ring, and reduced motion when the member asks for it.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => themeCssVariables(resolve(theme))}
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => resolve(theme).typography.fontFamily.body};
    font-size: ${({ theme }) => resolve(theme).typography.fontSize.md};
    line-height: ${({ theme }) => resolve(theme).typography.lineHeight.normal};
    color: ${({ theme }) => resolve(theme).colors.text.default};
    background: ${({ theme }) => resolve(theme).colors.background.page};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => resolve(theme).typography.fontFamily.heading};
    line-height: ${({ theme }) => resolve(theme).typography.lineHeight.tight};
    letter-spacing: ${({ theme }) => resolve(theme).typography.letterSpacing.tight};
    text-wrap: balance;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    outline: ${({ theme }) => resolve(theme).sizes.focusRingWidth} solid ${({ theme }) => resolve(theme).colors.focus.ring};
    outline-offset: ${({ theme }) => resolve(theme).sizes.focusRingOffset};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
