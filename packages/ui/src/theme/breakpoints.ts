/** Breakpoints in px (product spec §2): 576, 768, 992, 1200. Mobile first. */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
} as const;

export type Breakpoints = typeof breakpoints;
export type BreakpointKey = keyof Breakpoints;

/**
 * Media-query helpers for styled-components templates:
 * `${media.up('md')} { … }` → `@media (min-width: 768px) { … }`.
 * `down` is the complement (max-width one hundredth of a pixel below the breakpoint).
 */
export const media = {
  up: (key: BreakpointKey): string => `@media (min-width: ${breakpoints[key]}px)`,
  down: (key: BreakpointKey): string => `@media (max-width: ${breakpoints[key] - 0.02}px)`,
  between: (from: BreakpointKey, to: BreakpointKey): string =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
} as const;

export type Media = typeof media;
