'use client';

import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useSettings } from '@/providers/settings-context';
import { useRegions } from '@/hooks/use-regions';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { isFieldVisible, regionName } from '@/lib/profile-facts';
import { HeaderRoot, Location, ProfileName } from './profile-screen.styles';

/** Name and age (h1), city and region, and the fictional disclosure right under the name. */
export function ProfileHeader({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation('member');
  const settings = useSettings();
  const regions = useRegions();
  const region = isFieldVisible(settings, 'region')
    ? regionName(profile, regions.data?.countries, settings)
    : null;
  const city = isFieldVisible(settings, 'city') ? profile.city : null;
  const location = [city, region].filter(Boolean).join(', ');
  const title = isFieldVisible(settings, 'age')
    ? t('header.nameAge', { name: profile.name, age: profile.age })
    : profile.name;

  return (
    <HeaderRoot>
      <ProfileName>{title}</ProfileName>
      {location ? <Location data-testid="profile-location">{location}</Location> : null}
      {profile.fictional ? <FictionalDisclosure variant="header" /> : null}
    </HeaderRoot>
  );
}
