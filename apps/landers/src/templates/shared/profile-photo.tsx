import type { TCampaignProfile } from '../../campaign/campaign-schema';
import { PlaceholderAvatar } from '../gallery/placeholder-avatar';

export interface ProfilePhotoProps {
  profile: TCampaignProfile;
  /** Hue of the drawn placeholder when the profile has no photo. */
  hue: number;
  /**
   * The template's largest photo in the first screen (its LCP element): the prerendered page preloads it at
   * high priority (`data-priority`). An SVG `<image>` is not found by the browser's preload scanner.
   */
  priority?: boolean;
}

/**
 * A demo member's avatar (the WebP the build rendered with the seed's generator, `profile.photo`), else the
 * drawn placeholder. Both are a square `<svg viewBox="0 0 120 120">`, so every template's layout holds either;
 * the photo fills it as an SVG `<image>` of known size. Decorative: the card's text names the profile, and
 * the card carries the fictional-profile marker.
 */
export function ProfilePhoto({ profile, hue, priority }: ProfilePhotoProps) {
  if (!profile.photo) return <PlaceholderAvatar hue={hue} />;
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      data-photo=""
      data-priority={priority ? '' : undefined}
    >
      <image href={profile.photo.src} width="120" height="120" preserveAspectRatio="xMidYMid slice" />
    </svg>
  );
}
