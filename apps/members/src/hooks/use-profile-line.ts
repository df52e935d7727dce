'use client';

import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useRegions } from '@/hooks/use-regions';
import { isFieldVisible, placeLine, regionName } from '@/lib/profile-facts';
import { useSettings } from '@/providers/settings-context';

/**
 * "name, age" and "city, region" (a region named like its city once) as the profile shows them (visible fields of the site only): the profile
 * header and the member landing pages.
 */
export function useProfileLine(profile: TMemberProfile): { title: string; place: string } {
  const { t } = useTranslation('member');
  const settings = useSettings();
  const regions = useRegions();
  const region = isFieldVisible(settings, 'region')
    ? regionName(profile, regions.data?.countries, settings)
    : null;
  const city = isFieldVisible(settings, 'city') ? profile.city : null;
  return {
    title: isFieldVisible(settings, 'age')
      ? t('header.nameAge', { name: profile.name, age: profile.age })
      : profile.name,
    place: placeLine(city, region),
  };
}
