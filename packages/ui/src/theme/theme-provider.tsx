'use client';

import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type AppTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the house theme; pass a derived theme for white-label sites. */
  theme?: AppTheme;
}

/** styled-components' ThemeProvider preloaded with our theme. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
