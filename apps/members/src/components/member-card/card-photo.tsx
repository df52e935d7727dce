'use client';

import { Avatar } from '@dating/ui/avatar';

/** Thumbnails are 4:5 WebP: the intrinsic size the browser reserves before they load. */
export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 300;

export interface ThumbImageProps {
  src: string;
  width?: number;
  height?: number;
  /** Loads at once (the first row); otherwise when scrolled near. */
  eager?: boolean;
}

/** A decorative thumbnail with its intrinsic size reserved (cards, photo tiles). */
export function ThumbImage({
  src,
  width = THUMB_WIDTH,
  height = THUMB_HEIGHT,
  eager = false,
}: ThumbImageProps) {
  return (
    <img src={src} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
}

/** A profile card's photo: the main image's thumbnail, or the avatar icon when there is none. */
export function CardPhoto({
  name,
  image,
  ...size
}: Omit<ThumbImageProps, 'src'> & { name: string; image?: { thumb_filename: string } | null }) {
  return image ? (
    <ThumbImage src={image.thumb_filename} {...size} />
  ) : (
    <Avatar alt="" name={name} size="xl" fallback="icon" aria-hidden="true" />
  );
}
