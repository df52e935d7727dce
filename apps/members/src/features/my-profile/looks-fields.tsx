'use client';

import { useTranslation } from '@dating/i18n/client';
import { AppearanceSelect, appearanceKey, type AppearanceField } from '@/components/form/appearance-select';
import { ChoicePills } from './choice-pills';
import { Grid2 } from './my-profile.styles';
import { type Tattoos } from './profile-form-model';
import { type SectionProps } from './section-props';

const LOOKS: readonly AppearanceField[] = ['hair_colour', 'eye_colour', 'body_type', 'relationship_status'];

/** Looks and life: hair and eye colour, body type, relationship status, tattoos (each may stay "not said"). */
export function LooksFields({ values, errorText, set }: SectionProps) {
  const { t } = useTranslation('editor');
  const notSaid = t('form.notSaid');
  return (
    <>
      <Grid2>
        {LOOKS.map((field) => (
          <AppearanceSelect
            key={field}
            field={field}
            id={`profile-${field}`}
            label={t(`form.looks.${appearanceKey(field)}`)}
            placeholder={notSaid}
            value={values[field]}
            error={errorText(field)}
            onValue={(value) => set(field, value)}
          />
        ))}
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
