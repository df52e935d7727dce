'use client';

import { type TMemberResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { PageContainer } from '@/components/page/page-container';
import { useMarkLikeSeen } from '@/hooks/use-mark-like-seen';
import { useUser } from '@/hooks/use-user';
import { PhotoGallery } from './photo-gallery';
import { ProfileUnavailable } from './profile-unavailable';
import { ProfileAbout } from '@/components/profile-about/profile-about';
import { ProfileActions } from './profile-actions';
import { ProfileHeader } from './profile-header';
import { toProfileLoadError, type ProfileLoadError } from './profile-load-error';
import { Area, Centered, ProfileLayout } from './profile-screen.styles';
import { RelatedProfiles } from './related-profiles';
import { useMemberProfile } from './use-member-profile';
import { QueryFallback } from '@/components/page/query-fallback';

export interface ProfileScreenProps {
  profileId: string;
  /** Opened from /likes/m/{id}: opening it clears the new-like flag (the likes issue). */
  fromLike?: boolean;
  /** The answer the server page fetched, so the page renders complete. */
  initialData?: TMemberResponse;
  /** Why the server could not load it (not found, blocked by its owner): shown without another call. */
  initialError?: ProfileLoadError;
}

/**
 * The profile screen of spec §2, opened from /members/{id} and from /likes/m/{id}, phone first: the photos
 * (locked ones blurred with a call to action), then name, place and the actions in the lower half of the first
 * screen; on phones Like and Chat are fixed above the tab bar (the thumb bar), with room kept for it at the
 * end of the page (`ThumbBar`); then bio, interests, details and related profiles.
 */
export function ProfileScreen({ profileId, fromLike, initialData, initialError }: ProfileScreenProps) {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  const query = useMemberProfile(profileId, { initialData, enabled: !initialError });
  const error = initialError ?? (query.isError ? toProfileLoadError(query.error) : null);
  // Opening the profile of someone whose like is still new clears that flag (and the Likes badge).
  useMarkLikeSeen(profileId, Boolean(query.data) && !error);

  if (error) return <ProfileUnavailable error={error} />;

  if (!query.data) {
    return (
      <PageContainer data-screen="profileView" data-state={query.isError ? 'error' : 'loading'}>
        <Centered>
          <QueryFallback
            query={query}
            data-testid="profile-load-failed"
            failed={t('loadFailed')}
            retry={t('retry')}
            loading={t('loading')}
          />
        </Centered>
      </PageContainer>
    );
  }

  const { profile, related } = query.data;
  const viewer = user ? { premium: user.paid_user } : null;
  return (
    <PageContainer
      data-screen="profileView"
      data-state="loaded"
      data-profile-id={profile.id}
      data-from-like={fromLike ? '' : undefined}
      data-fictional={profile.fictional ? '' : undefined}
    >
      <ProfileLayout>
        <Area $area="photos">
          <PhotoGallery profile={profile} viewer={viewer} />
        </Area>
        <Area $area="header">
          <ProfileHeader profile={profile} />
          <ProfileActions profile={profile} viewer={user ?? null} />
        </Area>
        <Area $area="main">
          <ProfileAbout profile={profile} />
        </Area>
      </ProfileLayout>
      <RelatedProfiles profiles={related} />
    </PageContainer>
  );
}
