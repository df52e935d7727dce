'use client';

import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';

/**
 * The profile screen of spec §2, opened from /members/{id} and from /likes/m/{id} (where opening it also
 * clears the new-like flag, a later issue). A placeholder until the profile issue lands.
 */
export function ProfileScreen({ profileId }: { profileId: string; fromLike?: boolean }) {
  return (
    <div data-profile-id={profileId}>
      <PlaceholderScreen screen="profileView" />
    </div>
  );
}
