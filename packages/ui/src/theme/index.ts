// Type-only: pulls the DefaultTheme augmentation into every program that imports the theme.
import type {} from './styled';

export { theme, type AppTheme } from './theme';
export { colors, type Colors } from './colors';
export { spacing, type Spacing, type SpacingKey } from './spacing';
export { radii, type Radii } from './radii';
export { breakpoints, media, type Breakpoints, type BreakpointKey, type Media } from './breakpoints';
export { zIndex, type ZIndex } from './z-index';
export { typography, type Typography } from './typography';
export { sizes, type Sizes } from './sizes';
export { shadows, type Shadows } from './shadows';
export { motion, motionQuery, type Motion } from './motion';
export { cssVariables, cssVariableGroups, themeCssVariables, GlobalStyle } from './css-variables';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
