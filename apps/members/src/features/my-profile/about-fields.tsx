'use client';

import { GENDERS, SEXUALITIES } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { TextField } from '@dating/ui/text-field';
import { ChoicePills } from './choice-pills';
import { Grid2 } from './my-profile.styles';
import { LIMITS } from './profile-form-model';
import { type SectionProps } from './section-props';
import { ProfileTextArea } from './text-area-field';

/** About you: name, date of birth, gender, sexuality and the bio with its counter. */
export function AboutFields({ values, errorText, set }: SectionProps) {
  const { t } = useTranslation('editor');
  const { t: tp } = useTranslation('profile');
  return (
    <>
      <Grid2>
        <TextField
          id="profile-name"
          label={t('form.about.name')}
          hint={t('form.about.nameHint', { min: LIMITS.nameMin, max: LIMITS.nameMax })}
          autoComplete="nickname"
          value={values.name}
          error={errorText('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          id="profile-date_of_birth"
          type="date"
          label={t('form.about.dateOfBirth')}
          hint={t('form.about.dateOfBirthHint')}
          autoComplete="bday"
          value={values.date_of_birth}
          error={errorText('date_of_birth')}
          onChange={(e) => set('date_of_birth', e.target.value)}
        />
      </Grid2>
      <ChoicePills
        legend={t('form.about.gender')}
        name="gender"
        value={values.gender}
        onChange={(v) => set('gender', v)}
        options={GENDERS.map((g) => ({ value: g, label: tp(`gender.${g}` as 'gender.male') }))}
      />
      <ChoicePills
        legend={t('form.about.sexuality')}
        name="sexuality"
        value={values.sexuality}
        onChange={(v) => set('sexuality', v)}
        options={SEXUALITIES.map((s) => ({ value: s, label: tp(`sexuality.${s}` as 'sexuality.hetero') }))}
      />
      <ProfileTextArea
        field="bio"
        label={t('form.about.bio')}
        hint={t('form.about.bioHint')}
        rows={6}
        values={values}
        errorText={errorText}
        set={set}
      />
    </>
  );
}
