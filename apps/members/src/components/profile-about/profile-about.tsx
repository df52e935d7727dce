'use client';

import { Fragment, type ReactNode } from 'react';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useSettings } from '@/providers/settings-context';
import { isFieldVisible, profileDetails, type ProfileDetail } from '@/lib/profile-facts';
import { Bio, Chips, DetailList, Section } from './profile-about.styles';
import { type LooseT } from '@/lib/loose-t';

/** Label keys of the details list, written out for the type check and the unused-key scan. */
const DETAIL_LABELS = {
  gender: 'details.gender',
  looking_for: 'details.lookingFor',
  hair_colour: 'details.hairColour',
  eye_colour: 'details.eyeColour',
  body_type: 'details.bodyType',
  relationship_status: 'details.relationshipStatus',
  tattoos: 'details.tattoos',
} as const satisfies Record<ProfileDetail['field'], string>;

const LOOKING_FOR_VALUES = {
  men: 'details.lookingForValue.men',
  women: 'details.lookingForValue.women',
  both: 'details.lookingForValue.both',
} as const;

function useDetailValue() {
  const { t } = useTranslation('member');
  const { t: tp } = useTranslation('profile');
  const profileT = tp as unknown as LooseT;
  return (detail: ProfileDetail): string => {
    switch (detail.field) {
      case 'gender':
        return profileT(`gender.${detail.value}`);
      case 'looking_for':
        return t(LOOKING_FOR_VALUES[detail.value]);
      case 'hair_colour':
        return profileT(`hairColour.${detail.value}`);
      case 'eye_colour':
        return profileT(`eyeColour.${detail.value}`);
      case 'body_type':
        return profileT(`bodyType.${detail.value}`);
      case 'relationship_status':
        return profileT(`relationshipStatus.${detail.value}`);
      case 'tattoos':
        return detail.value === 'yes' ? t('details.yes') : t('details.no');
    }
  };
}

/** One part of the profile: a section named by its heading (`profile-<part>-title`). */
function AboutPart({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`profile-${part}-title`}>
      <h2 id={`profile-${part}-title`}>{title}</h2>
      {children}
    </Section>
  );
}

/** Bio, interests as chips, the details list and the note; empty parts and fields the site hides are left out. */
export function ProfileAbout({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation('member');
  const { t: tp } = useTranslation('profile');
  const profileT = tp as unknown as LooseT;
  const settings = useSettings();
  const value = useDetailValue();
  const details = profileDetails(profile, settings);
  const bio = isFieldVisible(settings, 'bio') ? profile.bio?.trim() : '';
  const interests = isFieldVisible(settings, 'interests') ? profile.interests : [];
  const note = settings.visible_profile_notes ? profile.note?.trim() : '';

  return (
    <>
      {bio ? (
        <AboutPart part="about" title={t('about.title', { name: profile.name })}>
          <Bio data-testid="profile-bio">{bio}</Bio>
        </AboutPart>
      ) : null}
      {interests.length ? (
        <AboutPart part="interests" title={t('about.interests')}>
          <Chips data-testid="profile-interests">
            {interests.map((key) => (
              <li key={key}>{profileT(`interests.${key}`, { defaultValue: key })}</li>
            ))}
          </Chips>
        </AboutPart>
      ) : null}
      {details.length ? (
        <AboutPart part="details" title={t('about.details')}>
          <DetailList data-testid="profile-details">
            {details.map((detail) => (
              <Fragment key={detail.field}>
                <dt>{t(DETAIL_LABELS[detail.field])}</dt>
                <dd>{value(detail)}</dd>
              </Fragment>
            ))}
          </DetailList>
        </AboutPart>
      ) : null}
      {note ? (
        <AboutPart part="note" title={t('about.note')}>
          <Bio>{note}</Bio>
        </AboutPart>
      ) : null}
    </>
  );
}
