'use client';

import { useTranslation } from '@dating/i18n/client';
import { AppearanceSelect, type AppearanceField } from '@/components/form/appearance-select';
import { ChoicePills } from './choice-pills';
import { Grid2 } from './my-profile.styles';
import { type Tattoos } from './profile-form-model';
import { type SectionProps } from './section-props';

/** The looks fields and their labels' keys, written out so the i18n check sees them in use. */
const LOOKS = [
  ['hair_colour', 'form.looks.hairColour'],
  ['eye_colour', 'form.looks.eyeColour'],
  ['body_type', 'form.looks.bodyType'],
  ['relationship_status', 'form.looks.relationshipStatus'],
] as const satisfies readonly (readonly [AppearanceField, `form.looks.${string}`])[];

/** Looks and life: hair and eye colour, body type, relationship status, tattoos (each may stay "not said"). */
export function LooksFields({ values, errorText, set }: SectionProps) {
  const { t } = useTranslation('editor');
  const notSaid = t('form.notSaid');
  return (
    <>
      <Grid2>
        {LOOKS.map(([field, labelKey]) => (
          <AppearanceSelect
            key={field}
            field={field}
            id={`profile-${field}`}
            label={t(labelKey)}
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
