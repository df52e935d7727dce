/**
 * Colour tokens. Primary is coral pink, secondary crimson red (product spec §2).
 * Contrast (WCAG 2.2 AA, measured): white text on primary.600 4.72:1, on secondary.500 4.99:1,
 * on secondary.600 6.44:1; text.default on background.page ≥ 15:1; text.muted on white 7.41:1.
 */
export const colors = {
  primary: {
    50: '#FFF1F2',
    100: '#FFE0E3',
    200: '#FFC2CA',
    300: '#FF97A5',
    400: '#F8727F',
    500: '#F25068',
    600: '#D6334F',
    700: '#B3213D',
    800: '#8F1A33',
    900: '#6B1428',
  },
  secondary: {
    50: '#FFF0F1',
    100: '#FFD9DE',
    200: '#FCA5B1',
    300: '#EE5A72',
    400: '#E8375A',
    500: '#DC143C',
    600: '#BC1034',
    700: '#9C0D2C',
    800: '#7D0B24',
    900: '#5E081B',
  },
  neutral: {
    0: '#FFFFFF',
    50: '#FAF8F9',
    100: '#F3F0F1',
    200: '#E4DFE1',
    300: '#CFC8CB',
    400: '#A39A9E',
    500: '#766C71',
    600: '#5C5358',
    700: '#433C40',
    800: '#2E282B',
    900: '#1F1720',
  },
  /** Status tones: `subtle` background with `text` on it (≥ 6.8:1), `solid` background with white text (≥ 5:1). */
  success: { subtle: '#EAF7EF', border: '#9ED7B4', solid: '#1E7A46', text: '#155C34' },
  warning: { subtle: '#FFF6E5', border: '#F5C97A', solid: '#B45309', text: '#7A3E06' },
  danger: { subtle: '#FDECEC', border: '#F2A7A7', solid: '#C42323', text: '#A11B1B' },
  info: { subtle: '#EAF2FD', border: '#9DBFEC', solid: '#1F66C2', text: '#1A4F94' },
  text: {
    default: '#1F1720',
    muted: '#5C5358',
    inverse: '#FFFFFF',
    link: '#B3213D',
    danger: '#A11B1B',
  },
  background: {
    page: '#FFFFFF',
    subtle: '#FAF8F9',
    surface: '#FFFFFF',
    overlay: 'rgba(31, 23, 32, 0.6)',
    disabled: '#F3F0F1',
  },
  border: {
    default: '#CFC8CB',
    strong: '#766C71',
  },
  /**
   * Text over photos: the card's scrim darkens the lower part of the image from `clear` to `strong`. White text on
   * `strong` composited over a pure-white photo is 10.6:1 and on `medium` 4.9:1 (asserted in theme.test.tsx), so a
   * name over any photo meets AA wherever the scrim is at least `medium`.
   */
  scrim: {
    clear: 'rgba(31, 23, 32, 0)',
    medium: 'rgba(31, 23, 32, 0.62)',
    strong: 'rgba(31, 23, 32, 0.86)',
  },
  /** Loading placeholders: the skeleton's base and the highlight that sweeps over it. */
  skeleton: {
    base: '#EFEAEC',
    highlight: '#F8F5F6',
  },
  /** Focus ring: 6.18:1 against white, distinct from the brand colours it surrounds. */
  focus: {
    ring: '#1A56DB',
  },
} as const;

export type Colors = typeof colors;
