/** Corner radii. */
export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '9999px',
  round: '50%',
} as const;

export type Radii = typeof radii;
