'use client';

import { useState, type FormEvent } from 'react';
import { INTERESTS } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Spinner } from '@dating/ui/spinner';
import { useUser } from '@/hooks/use-user';
import { ChoiceGroup } from '@dating/ui/choice-group';
import { Form, Muted } from './signup.styles';
import { StepActions } from './step-actions';
import { useInterests } from '@/hooks/use-interests';
import { useProfileStep } from './use-profile-step';

/** Step 4: interests as checkbox chips (list from interests.php, labels `profile:interests.<key>`). */
export function InterestsStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const { t: tp } = useTranslation('profile');
  const { data: user } = useUser();
  const interests = useInterests();
  const { save, saving, failed } = useProfileStep(onNext);
  const [selected, setSelected] = useState<string[]>(user?.profile.interests ?? []);
  const known = new Set<string>(INTERESTS);
  const keys = (interests.data?.interests.map((i) => i.key) ?? []).filter((k) => known.has(k));

  const toggle = (key: string) =>
    setSelected((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save({ interests: selected });
  };

  return (
    <Form onSubmit={onSubmit}>
      {failed ? <Alert tone="danger">{t('actions.saveFailed')}</Alert> : null}
      <ChoiceGroup.Fieldset aria-describedby="signup-interests-hint">
        <legend>{t('interests.title')}</legend>
        <Muted id="signup-interests-hint">
          {t('interests.hint')} {t('interests.selected', { count: selected.length })}
        </Muted>
        {interests.isPending ? <Spinner /> : null}
        <ChoiceGroup.Row style={{ marginTop: '0.75rem' }}>
          {keys.map((key) => (
            <ChoiceGroup.Pill key={key}>
              <input type="checkbox" checked={selected.includes(key)} onChange={() => toggle(key)} />
              {tp(`interests.${key}` as 'interests.hiking')}
            </ChoiceGroup.Pill>
          ))}
        </ChoiceGroup.Row>
      </ChoiceGroup.Fieldset>
      <StepActions onSkip={onNext} saving={saving} />
    </Form>
  );
}
