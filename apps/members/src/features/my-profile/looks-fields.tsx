'use client';

import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Select } from '@dating/ui/select';
import { ChoicePills } from './choice-pills';
import { Grid2 } from './my-profile.styles';
import { type Tattoos } from './profile-form-model';
import { type SectionProps } from './section-props';

/** Looks and life: hair and eye colour, body type, relationship status, tattoos (each may stay "not said"). */
export function LooksFields({ values, errorText, set }: SectionProps) {
  const { t } = useTranslation('editor');
  const { t: tp } = useTranslation('profile');
  const notSaid = t('form.notSaid');
  return (
    <>
      <Grid2>
        <Select
          id="profile-hair_colour"
          label={t('form.looks.hairColour')}
          placeholder={notSaid}
          value={values.hair_colour}
          error={errorText('hair_colour')}
          onChange={(e) => set('hair_colour', e.target.value)}
          options={HAIR_COLOURS.map((v) => ({
            value: v,
            label: tp(`hairColour.${v}` as 'hairColour.blond'),
          }))}
        />
        <Select
          id="profile-eye_colour"
          label={t('form.looks.eyeColour')}
          placeholder={notSaid}
          value={values.eye_colour}
          error={errorText('eye_colour')}
          onChange={(e) => set('eye_colour', e.target.value)}
          options={EYE_COLOURS.map((v) => ({ value: v, label: tp(`eyeColour.${v}` as 'eyeColour.blue') }))}
        />
        <Select
          id="profile-body_type"
          label={t('form.looks.bodyType')}
          placeholder={notSaid}
          value={values.body_type}
          error={errorText('body_type')}
          onChange={(e) => set('body_type', e.target.value)}
          options={BODY_TYPES.map((v) => ({ value: v, label: tp(`bodyType.${v}` as 'bodyType.slim') }))}
        />
        <Select
          id="profile-relationship_status"
          label={t('form.looks.relationshipStatus')}
          placeholder={notSaid}
          value={values.relationship_status}
          error={errorText('relationship_status')}
          onChange={(e) => set('relationship_status', e.target.value)}
          options={RELATIONSHIP_STATUSES.map((v) => ({
            value: v,
            label: tp(`relationshipStatus.${v}` as 'relationshipStatus.single'),
          }))}
        />
      </Grid2>
      <ChoicePills<Tattoos>
        legend={t('form.looks.tattoos')}
        name="tattoos"
        value={values.tattoos}
        onChange={(v) => set('tattoos', v)}
        options={[
          { value: 'yes', label: t('form.looks.tattoosYes') },
          { value: 'no', label: t('form.looks.tattoosNo') },
          { value: '', label: notSaid },
        ]}
      />
    </>
  );
}
