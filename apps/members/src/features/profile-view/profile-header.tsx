'use client';

import { type TMemberProfile } from '@dating/core/contracts';
import { useProfileLine } from '@/hooks/use-profile-line';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { HeaderRoot, Location, ProfileName } from './profile-screen.styles';

/** Name and age (h1), city and region, and the fictional disclosure right under the name. */
export function ProfileHeader({ profile }: { profile: TMemberProfile }) {
  const { title, place: location } = useProfileLine(profile);

  return (
    <HeaderRoot>
      <ProfileName>{title}</ProfileName>
      {location ? <Location data-testid="profile-location">{location}</Location> : null}
      {profile.fictional ? <FictionalDisclosure variant="header" /> : null}
    </HeaderRoot>
  );
}
