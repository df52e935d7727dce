'use client';

import { useState, type FormEvent } from 'react';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  type TUpdateProfileInput,
} from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Select } from '@dating/ui/select';
import { useUser } from '@/hooks/use-user';
import { Form, Grid2 } from './signup.styles';
import { StepActions } from './step-actions';
import { useProfileStep } from './use-profile-step';

type Appearance = Pick<
  TUpdateProfileInput,
  'relationship_status' | 'body_type' | 'hair_colour' | 'eye_colour'
>;

/** Step 3: relationship status, body type, hair and eye colour (labels from the `profile` namespace). */
export function AppearanceStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const { t: tp } = useTranslation('profile');
  const { data: user } = useUser();
  const { save, saving, failed } = useProfileStep(onNext);
  const [relationship, setRelationship] = useState<string>(user?.profile.relationship_status ?? '');
  const [body, setBody] = useState<string>(user?.profile.body_type ?? '');
  const [hair, setHair] = useState<string>(user?.profile.hair_colour ?? '');
  const [eyes, setEyes] = useState<string>(user?.profile.eye_colour ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: Appearance = {
      relationship_status: (relationship || null) as Appearance['relationship_status'],
      body_type: (body || null) as Appearance['body_type'],
      hair_colour: (hair || null) as Appearance['hair_colour'],
      eye_colour: (eyes || null) as Appearance['eye_colour'],
    };
    save(input);
  };

  const placeholder = t('appearance.notSay');
  return (
    <Form onSubmit={onSubmit}>
      {failed ? <Alert tone="danger">{t('actions.saveFailed')}</Alert> : null}
      <Grid2>
        <Select
          id="signup-relationship"
          label={t('appearance.relationshipStatus')}
          placeholder={placeholder}
          value={relationship}
          onChange={(e) => setRelationship(e.target.value)}
          options={RELATIONSHIP_STATUSES.map((v) => ({
            value: v,
            label: tp(`relationshipStatus.${v}` as 'relationshipStatus.single'),
          }))}
        />
        <Select
          id="signup-body"
          label={t('appearance.bodyType')}
          placeholder={placeholder}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          options={BODY_TYPES.map((v) => ({ value: v, label: tp(`bodyType.${v}` as 'bodyType.slim') }))}
        />
        <Select
          id="signup-hair"
          label={t('appearance.hairColour')}
          placeholder={placeholder}
          value={hair}
          onChange={(e) => setHair(e.target.value)}
          options={HAIR_COLOURS.map((v) => ({
            value: v,
            label: tp(`hairColour.${v}` as 'hairColour.blond'),
          }))}
        />
        <Select
          id="signup-eyes"
          label={t('appearance.eyeColour')}
          placeholder={placeholder}
          value={eyes}
          onChange={(e) => setEyes(e.target.value)}
          options={EYE_COLOURS.map((v) => ({ value: v, label: tp(`eyeColour.${v}` as 'eyeColour.blue') }))}
        />
      </Grid2>
      <StepActions onSkip={onNext} saving={saving} />
    </Form>
  );
}
