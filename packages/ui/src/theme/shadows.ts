/** Elevation shadows. */
export const shadows = {
  sm: '0 1px 2px rgba(31, 23, 32, 0.12)',
  md: '0 4px 12px rgba(31, 23, 32, 0.16)',
  lg: '0 12px 32px rgba(31, 23, 32, 0.24)',
} as const;

export type Shadows = typeof shadows;
