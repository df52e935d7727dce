'use client';

import { useState, type FormEvent } from 'react';
import { type TUpdateProfileInput } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { AppearanceSelect, type AppearanceField } from '@/components/form/appearance-select';
import { useUser } from '@/hooks/use-user';
import { Form, Grid2 } from './signup.styles';
import { StepActions } from './step-actions';
import { useProfileStep } from './use-profile-step';

type Appearance = Pick<
  TUpdateProfileInput,
  'relationship_status' | 'body_type' | 'hair_colour' | 'eye_colour'
>;

/** The selects of the step in their order, with their ids. */
/** Each field with its element id and its label's key (written out so the i18n check sees it in use). */
const SELECTS = [
  ['relationship_status', 'signup-relationship', 'appearance.relationshipStatus'],
  ['body_type', 'signup-body', 'appearance.bodyType'],
  ['hair_colour', 'signup-hair', 'appearance.hairColour'],
  ['eye_colour', 'signup-eyes', 'appearance.eyeColour'],
] as const satisfies readonly (readonly [AppearanceField, string, `appearance.${string}`])[];

/** Step 3: relationship status, body type, hair and eye colour (labels from the `profile` namespace). */
export function AppearanceStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const { data: user } = useUser();
  const { save, saving, failed } = useProfileStep(onNext);
  const [values, setValues] = useState<Record<AppearanceField, string>>(() => ({
    relationship_status: user?.profile.relationship_status ?? '',
    body_type: user?.profile.body_type ?? '',
    hair_colour: user?.profile.hair_colour ?? '',
    eye_colour: user?.profile.eye_colour ?? '',
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: Appearance = {
      relationship_status: (values.relationship_status || null) as Appearance['relationship_status'],
      body_type: (values.body_type || null) as Appearance['body_type'],
      hair_colour: (values.hair_colour || null) as Appearance['hair_colour'],
      eye_colour: (values.eye_colour || null) as Appearance['eye_colour'],
    };
    save(input);
  };

  const placeholder = t('appearance.notSay');
  return (
    <Form onSubmit={onSubmit}>
      {failed ? <Alert tone="danger">{t('actions.saveFailed')}</Alert> : null}
      <Grid2>
        {SELECTS.map(([field, id, labelKey]) => (
          <AppearanceSelect
            key={field}
            field={field}
            id={id}
            label={t(labelKey)}
            placeholder={placeholder}
            value={values[field]}
            onValue={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </Grid2>
      <StepActions onSkip={onNext} saving={saving} />
    </Form>
  );
}
