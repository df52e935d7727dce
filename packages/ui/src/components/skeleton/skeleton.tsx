import type { CSSProperties } from 'react';
import { SkeletonRoot } from './skeleton.styles';

export type SkeletonShape = 'block' | 'text' | 'circle' | 'photo';

export interface SkeletonProps {
  /** `block` (default, 1em high), `text` (a line), `circle` (avatar), `photo` (4:5 like the card photos). */
  shape?: SkeletonShape;
  /** Any CSS length; defaults to the full width of its box. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A grey stand-in for content that is loading, the same size as what will replace it (no layout shift). Always hidden
 * from assistive technology: the loading region announces itself once (see `CardGrid`'s `loading`), not each block.
 */
export function Skeleton({ shape = 'block', width, height, className }: SkeletonProps) {
  return (
    <SkeletonRoot
      aria-hidden="true"
      data-testid="skeleton"
      data-shape={shape}
      className={className}
      style={width !== undefined || height !== undefined ? { width, height } : undefined}
    />
  );
}
