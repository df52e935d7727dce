'use client';

import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { PasswordField } from '@/components/form/fields';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useFieldErrors, type FieldErrors } from '@/components/field-errors/use-field-errors';
import { useChangePassword } from './use-change-password';
import { newPasswordProblem } from '@/lib/credential-checks';
import { Form } from '@/components/form/form.styles';
import { Muted, Section, SubmitRow } from './settings.styles';

type Field = 'old' | 'new' | 'repeat';
const EMPTY = { old: '', new: '', repeat: '' };

/** The three fields in order (the first with an error takes the focus); label and hint keys written out for the i18n check. */
const FIELDS = [
  { field: 'old', label: 'fields.currentPassword', name: 'old_password', autoComplete: 'current-password' },
  {
    field: 'new',
    label: 'fields.newPassword',
    hint: 'fields.passwordHint',
    name: 'new_password',
    autoComplete: 'new-password',
  },
  {
    field: 'repeat',
    label: 'fields.repeatPassword',
    name: 'new_password_repeat',
    autoComplete: 'new-password',
  },
] as const satisfies readonly {
  field: Field;
  label: `fields.${string}`;
  hint?: `fields.${string}`;
  name: string;
  autoComplete: string;
}[];

/** Change password (spec §5 "Please check your old password."); the API rotates this session, ends the rest. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const errorText = useApiErrorText();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const refs = {
    old: useRef<HTMLInputElement>(null),
    new: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };
  const { errors, setErrors, fail } = useFieldErrors(refs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    if (!values.old) next.old = t('validation.required');
    const problem = newPasswordProblem(values.new);
    if (problem) next.new = t(problem);
    else if (values.new !== values.repeat) next.repeat = t('validation.passwordsDiffer');
    if (Object.keys(next).length) return fail(next);
    setErrors({});
    change.mutate(
      { old_password: values.old, new_password: values.new },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.show({ tone: 'success', title: t('password.done') });
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'wrong_password') return fail({ old: t('password.wrongOld') });
          if (code === 'validation_failed') return fail({ new: t('validation.passwordTooShort') });
          if (code === 'passwords_differ') return fail({ repeat: t('validation.passwordsDiffer') });
          fail({ old: errorText(error) });
        },
      },
    );
  };

  const field = (name: Field) => ({
    ref: refs[name],
    value: values[name],
    error: errors[name],
    onValue: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  return (
    <Section aria-labelledby="password-title" data-testid="change-password">
      <h2 id="password-title">{t('password.title')}</h2>
      <Muted>{t('password.lead')}</Muted>
      <Form onSubmit={onSubmit} noValidate>
        {FIELDS.map((f) => (
          <PasswordField
            key={f.field}
            label={t(f.label)}
            hint={'hint' in f ? t(f.hint) : undefined}
            name={f.name}
            autoComplete={f.autoComplete}
            {...field(f.field)}
          />
        ))}
        <SubmitRow>
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </SubmitRow>
      </Form>
    </Section>
  );
}
