'use client';

import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { EmailField } from '@/components/form/fields';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useFieldErrors, type FieldErrors } from '@/components/field-errors/use-field-errors';
import { useRequestMailChange } from './use-request-mail-change';
import { emailProblem } from '@/lib/credential-checks';
import { Form } from '@/components/form/form.styles';
import { Muted, Section, SubmitRow } from './settings.styles';
import { CurrentPasswordField } from './current-password-field';

type Field = 'email' | 'password';

/** Change e-mail (spec §5 texts); the address changes once the link mailed to the new address is opened. */
export function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const errorText = useApiErrorText();
  const request = useRequestMailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const { errors, setErrors, fail } = useFieldErrors(refs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    if (emailProblem(email)) next.email = t('mailChange.invalid');
    if (!password) next.password = t('validation.required');
    if (Object.keys(next).length) return fail(next);
    setErrors({});
    setSentTo(null);
    const address = email.trim();
    request.mutate(
      { new_email: address, password },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
          setPassword('');
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'invalid_email' || code === 'validation_failed')
            return fail({ email: t('mailChange.invalid') });
          if (code === 'email_exists') return fail({ email: t('mailChange.exists') });
          if (code === 'wrong_password') return fail({ password: t('mailChange.wrongPassword') });
          fail({ email: errorText(error) });
        },
      },
    );
  };

  return (
    <Section aria-labelledby="mail-title" data-testid="change-email">
      <h2 id="mail-title">{t('mailChange.title')}</h2>
      <Muted>{t('mailChange.lead')}</Muted>
      {sentTo ? (
        <Alert tone="success" data-testid="mail-change-sent">
          {t('mailChange.sent', { email: sentTo })}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit} noValidate>
        <EmailField
          ref={refs.email}
          label={t('mailChange.newEmail')}
          name="new_email"
          value={email}
          error={errors.email}
          onValue={setEmail}
        />
        <CurrentPasswordField
          ref={refs.password}
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <SubmitRow>
          <Button type="submit" loading={request.isPending}>
            {t('mailChange.submit')}
          </Button>
        </SubmitRow>
      </Form>
    </Section>
  );
}
