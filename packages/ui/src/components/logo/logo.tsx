'use client';

import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';
import { LogoMark } from '../logo-mark';
import { LogoName, LogoRoot } from './logo.styles';

export type LogoSize = 'md' | 'lg';
export type LogoTone = 'default' | 'inverse';

export interface LogoProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** The site's name, drawn as the wordmark (white-label sites each have their own). */
  name: string;
  /** Where the logo leads: the home page of the site. */
  href: string;
  /** The link's accessible name, e.g. "Dating – home page" (the mark is decorative, the wordmark hidden from it). */
  label: string;
  /** A router link component (Next's `Link`); a plain anchor otherwise. */
  as?: ElementType;
  size?: LogoSize;
  /** `inverse`: white wordmark for dark or photo backgrounds. */
  tone?: LogoTone;
  /** Mark only on the narrowest phones (< 360 px), for a crowded bar. */
  compact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one logo of every app (member site, legal pages, landers): the gradient heart tile and the site's name in the
 * house face, as a link home. Size, tone and compact state are `data-*` attributes.
 */
export function Logo({
  name,
  href,
  label,
  as,
  size = 'md',
  tone = 'default',
  compact = false,
  ...rest
}: LogoProps) {
  return (
    <LogoRoot
      as={as}
      href={href}
      aria-label={label}
      data-testid="logo"
      data-size={size}
      data-tone={tone === 'default' ? undefined : tone}
      data-compact={compact ? '' : undefined}
      {...rest}
    >
      <LogoMark variant="tile" size={size === 'lg' ? 40 : 32} />
      <LogoName aria-hidden="true">{name}</LogoName>
    </LogoRoot>
  );
}
