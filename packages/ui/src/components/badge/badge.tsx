'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { BadgeRoot, type BadgeTone } from './badge.styles';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A count to display, already formatted by the app (e.g. `"99+"`). Takes precedence over children. */
  count?: number | string;
  /**
   * What the badge means for a screen reader (e.g. "12 unread messages"). When given, the visible
   * content is hidden from assistive technology and this text is read instead.
   */
  label?: string;
  children?: ReactNode;
}

/** A small count or status pill; tone on `data-tone`. */
export function Badge({ tone = 'neutral', count, label, children, ...rest }: BadgeProps) {
  const visible = count ?? children;
  return (
    <BadgeRoot data-tone={tone} data-count={count === undefined ? undefined : String(count)} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        visible
      )}
    </BadgeRoot>
  );
}
