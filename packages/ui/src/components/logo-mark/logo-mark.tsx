'use client';

import { useId } from 'react';
import { useTheme } from 'styled-components';

export type LogoMarkVariant = 'tile' | 'heart';

export interface LogoMarkProps {
  /**
   * `tile`: a white heart on a rounded square with the brand gradient (coral → crimson), the house mark used by every
   * app through `Logo`; `heart`: the heart alone in the primary colour (small inline uses).
   */
  variant?: LogoMarkVariant;
  /** Rendered width and height in pixels (fixed, so the bar never shifts). */
  size?: number;
}

const HEART =
  'M16 25.5l-1.6-1.45C8.7 18.9 5 15.55 5 11.45 5 8.1 7.6 5.5 10.95 5.5c1.9 0 3.7.9 5.05 2.3 1.35-1.4 3.15-2.3 5.05-2.3C24.4 5.5 27 8.1 27 11.45c0 4.1-3.7 7.45-9.4 12.6L16 25.5z';

/** The brand mark, shared by the member site, the legal pages and the landers. Decorative: the link around it carries the name. */
export function LogoMark({ variant = 'tile', size = 32 }: LogoMarkProps) {
  const { colors } = useTheme();
  // One gradient per instance: ids must be unique in the page, and useId's separators are not valid in url(#…).
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
      data-testid="logo-mark"
    >
      {variant === 'tile' ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={colors.primary[500]} />
              <stop offset="1" stopColor={colors.secondary[600]} />
            </linearGradient>
          </defs>
          <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
          <path fill={colors.neutral[0]} d={HEART} transform="translate(1.6 1.9) scale(0.9)" />
        </>
      ) : (
        <path fill={colors.primary[500]} d={HEART} transform="translate(-4.5 -4.5) scale(1.28)" />
      )}
    </svg>
  );
}
