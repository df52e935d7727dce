export interface PlaceholderAvatarProps {
  /** Hue (0–359) of the background. */
  hue: number;
}

/**
 * A drawn silhouette instead of a photo: demo profiles have no pictures yet (they will come from the
 * search API). Decorative: the card's text names the profile. Square by viewBox, so no layout shift.
 */
export function PlaceholderAvatar({ hue }: PlaceholderAvatarProps) {
  const id = `avatar-bg-${hue}`;
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 82%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 60% 62%)`} />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${id})`} />
      <circle cx="60" cy="48" r="22" fill="rgba(255,255,255,0.85)" />
      <path d="M18 120c4-26 21-40 42-40s38 14 42 40z" fill="rgba(255,255,255,0.85)" />
    </svg>
  );
}
