'use client';

import { type TOwnProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { HeroLink, HeroName, HeroRoot, HeroText } from './my-profile.styles';

/**
 * The top of /profile: the member's main photo, "name, age" and city as others see them, and a link to the
 * profile as it appears to other members.
 */
export function ProfileHero({
  profile,
}: {
  profile: Pick<TOwnProfile, 'id' | 'name' | 'age' | 'city' | 'main_image'>;
}) {
  const { t } = useTranslation('editor');
  return (
    <HeroRoot data-testid="profile-hero">
      {/* Decorative: the name is written beside it. */}
      <Avatar
        src={profile.main_image?.thumb_filename ?? null}
        alt=""
        name={profile.name}
        size="xl"
        loading="eager"
        aria-hidden="true"
      />
      <HeroText>
        <HeroName>{t('screen.nameAge', { name: profile.name, age: profile.age })}</HeroName>
        {profile.city ? <p>{profile.city}</p> : null}
        <HeroLink href={`/members/${encodeURIComponent(profile.id)}`}>{t('screen.preview')}</HeroLink>
      </HeroText>
    </HeroRoot>
  );
}
