/**
 * Type scale and font stacks. Sizes in rem so they follow the member's browser setting.
 *
 * The face is Figtree (variable, 300–900, `@dating/ui/fonts.css`), then its metric-matched fallback
 * (`Figtree Fallback`, the local Arial scaled so the swap moves nothing), then the system stack.
 *
 * Scale: a 1.2 ratio from 16 px for text (`xs`…`3xl`), and fluid headings (`display`, `h1`, `h2`, `h3`) that grow
 * with the viewport between a phone (390 px) and a desktop (1280 px) and never need a media query.
 */
const SYSTEM_SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const typography = {
  fontFamily: {
    body: `'Figtree', 'Figtree Fallback', ${SYSTEM_SANS}`,
    heading: `'Figtree', 'Figtree Fallback', ${SYSTEM_SANS}`,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': '2.5rem',
    /** Fluid headings: phone size → desktop size. */
    h3: 'clamp(1.125rem, 1.04rem + 0.35vw, 1.375rem)',
    h2: 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)',
    h1: 'clamp(1.875rem, 1.55rem + 1.35vw, 2.75rem)',
    display: 'clamp(2.25rem, 1.7rem + 2.4vw, 3.75rem)',
  },
  fontWeight: {
    light: 300,
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
  },
  lineHeight: {
    /** Display and big headings. */
    snug: 1.1,
    tight: 1.2,
    normal: 1.5,
    relaxed: 1.7,
  },
  letterSpacing: {
    /** Headings tighten a little as they grow; small caps labels open up. */
    tight: '-0.02em',
    normal: '0',
    wide: '0.06em',
  },
} as const;

export type Typography = typeof typography;
