/**
 * Spacing scale on a 4 px grid, in rem (1rem = 16 px). Steps 1–6 space things inside a component, 8–12 between
 * components, 16–24 between page sections (`section` is the fluid gap between home-page bands).
 */
export const spacing = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  /** Page gutter: 16 px on a phone, 24 px from a tablet on (`padding-inline` of page containers). */
  gutter: 'clamp(1rem, 0.6rem + 1.6vw, 1.5rem)',
  /** The vertical gap between page sections: 48 px on a phone to 96 px on a desktop. */
  section: 'clamp(3rem, 2rem + 4vw, 6rem)',
} as const;

export type Spacing = typeof spacing;
export type SpacingKey = keyof Spacing;
