'use client';

import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { theme as defaultTheme } from '../../theme/theme';
import { AvatarImage, AvatarInitials, AvatarMarker, AvatarRoot, type AvatarSize } from './avatar.styles';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  src?: string | null;
  /** Text alternative, e.g. the profile name. Also the source of the initials when `name` is absent. */
  alt: string;
  /** Name to take the initials from (defaults to `alt`). */
  name?: string;
  size?: AvatarSize;
  /**
   * Marker shown on the avatar for a fictional profile (the app passes e.g. a `Badge` with translated
   * text). Its presence also sets `data-fictional`.
   */
  fictional?: ReactNode;
  loading?: 'lazy' | 'eager';
  /**
   * What stands in for a missing image: the initials (default), or a person silhouette without text —
   * for places where the name is already written next to the avatar, so a control's visible text stays
   * equal to its accessible name (WCAG 2.5.3).
   */
  fallback?: 'initials' | 'icon';
}

const SIZE_TOKEN = { sm: 'avatarSm', md: 'avatarMd', lg: 'avatarLg', xl: 'avatarXl' } as const;

/** Up to two initials: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase();
}

/**
 * A round profile picture with fixed width and height (no layout shift). Without `src`, or when the image
 * fails to load, it shows initials in a `role="img"` element named by `alt`.
 */
export function Avatar({
  src,
  alt,
  name,
  size = 'md',
  fictional,
  loading = 'lazy',
  fallback = 'initials',
  ...rest
}: AvatarProps) {
  const theme = useTheme() ?? defaultTheme;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const dimension = theme.sizes[SIZE_TOKEN[size]];
  const pixels = Number.parseInt(dimension, 10);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <AvatarRoot
      data-size={size}
      data-fallback={showImage ? undefined : ''}
      data-fictional={fictional ? '' : undefined}
      $dimension={dimension}
      {...rest}
    >
      {showImage && src ? (
        <AvatarImage
          src={src}
          alt={alt}
          width={pixels}
          height={pixels}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <AvatarInitials role="img" aria-label={alt} data-fallback-kind={fallback}>
          {fallback === 'icon' ? (
            <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
            </svg>
          ) : (
            <span aria-hidden="true">{initialsOf(name ?? alt)}</span>
          )}
        </AvatarInitials>
      )}
      {fictional ? <AvatarMarker data-avatar-marker="">{fictional}</AvatarMarker> : null}
    </AvatarRoot>
  );
}
