/**
 * Elevation, tinted with the text colour (never pure black) so it sits warm on the coral brand.
 * Levels: `sm` resting controls, `md` cards, `lg` menus and sheets, `xl` modals. The semantic names say where
 * each is used: `card` (resting photo card), `cardHover` (lifted on hover), `raised` (sticky bars, bottom tab bar),
 * `overlay` (sheets, menus, modals).
 */
export const shadows = {
  sm: '0 1px 2px rgba(31, 23, 32, 0.12)',
  md: '0 4px 12px rgba(31, 23, 32, 0.16)',
  lg: '0 12px 32px rgba(31, 23, 32, 0.24)',
  xl: '0 24px 56px rgba(31, 23, 32, 0.28)',
  card: '0 1px 2px rgba(31, 23, 32, 0.08), 0 4px 14px rgba(31, 23, 32, 0.1)',
  cardHover: '0 2px 4px rgba(31, 23, 32, 0.1), 0 12px 28px rgba(31, 23, 32, 0.16)',
  raised: '0 -1px 0 rgba(31, 23, 32, 0.06), 0 -6px 20px rgba(31, 23, 32, 0.08)',
  overlay: '0 16px 48px rgba(31, 23, 32, 0.28)',
} as const;

export type Shadows = typeof shadows;
