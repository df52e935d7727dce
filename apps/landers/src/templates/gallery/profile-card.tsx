import { useTranslation } from 'react-i18next';
import type { TCampaignProfile } from '../../campaign/campaign-schema';
import { FictionalIcon } from './fictional-icon';
import { Card, CardBody, FictionalMarker } from './gallery.styles';
import { ProfilePhoto } from '../shared/profile-photo';

const DEFAULT_HUE = 350;

/** A demo member card. Every card on a lander is a fictional profile and says so, in text and icon. */
export function ProfileCard({ profile }: { profile: TCampaignProfile }) {
  const { t } = useTranslation('landers');
  return (
    <Card data-fictional="">
      <ProfilePhoto profile={profile} hue={profile.hue ?? DEFAULT_HUE} />
      <CardBody>
        <h3>{profile.name}</h3>
        <p>
          {t('gallery.age', { count: profile.age })} · {profile.city}
        </p>
        <FictionalMarker data-testid="fictional-marker">
          <FictionalIcon />
          {t('fictional.badge')}
        </FictionalMarker>
      </CardBody>
    </Card>
  );
}
