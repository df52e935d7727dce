'use client';

import { type FormEvent } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Muted, Form } from './signup.styles';
import { StepActions } from './step-actions';

/** Step 1. Photo uploads arrive with the photos issue; until then the step says so and moves on. */
export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <Form onSubmit={onSubmit}>
      <Muted>{t('photo.body')}</Muted>
      <StepActions onSkip={onNext} />
    </Form>
  );
}
