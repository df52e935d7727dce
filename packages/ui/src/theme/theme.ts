import { breakpoints, media } from './breakpoints';
import { colors } from './colors';
import { motion, motionQuery } from './motion';
import { radii } from './radii';
import { shadows } from './shadows';
import { sizes } from './sizes';
import { spacing } from './spacing';
import { typography } from './typography';
import { zIndex } from './z-index';

/** The styled-components theme: every token group, composed. `DefaultTheme` is this type (see styled.d.ts). */
export const theme = {
  colors,
  spacing,
  radii,
  breakpoints,
  media,
  zIndex,
  typography,
  sizes,
  shadows,
  motion,
  motionQuery,
} as const;

export type AppTheme = typeof theme;
