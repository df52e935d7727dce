'use client';

import type { ReactNode } from 'react';
import { SkipLinkAnchor } from './skip-link.styles';

export interface SkipLinkProps {
  /** The id of the page's main region, as a fragment (default `#main`). */
  href?: string;
  /** The translated text, e.g. "Skip to main content". */
  children: ReactNode;
}

/** The first focusable element of a layout: hidden until focused, it jumps past the header (WCAG 2.4.1). */
export function SkipLink({ href = '#main', children }: SkipLinkProps) {
  return <SkipLinkAnchor href={href}>{children}</SkipLinkAnchor>;
}
