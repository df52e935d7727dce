'use client';

import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { ResultPanel } from '@/components/form/result-panel';
import { EmailField } from '@/components/form/fields';
import { Lead } from '@/components/page/page-container';
import { NarrowScreen } from '@/components/page/narrow-screen';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useRequestPasswordReset } from './use-request-password-reset';
import { FormLinks } from '@/components/form/form.styles';
import { emailProblem } from '@/lib/credential-checks';
import { ScreenForm } from '@/components/page/screen-form';

/** `/reset-password`: ask for a reset link (spec §8 texts for an unknown address and the mail limit). */
export function ResetRequestScreen() {
  const { t } = useTranslation('account');
  const errorText = useApiErrorText();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setClientError(t(problem));
      inputRef.current?.focus();
      return;
    }
    setClientError(null);
    const address = email.trim();
    request.mutate(
      { email: address },
      { onSuccess: () => setSentTo(address), onError: () => inputRef.current?.focus() },
    );
  };

  let serverError: string | null = null;
  if (request.isError) {
    const code = isApiError(request.error) ? request.error.code : null;
    if (code === 'email_not_found') serverError = t('resetRequest.notFound');
    else if (code === 'reset_limit') serverError = t('resetRequest.limit');
    else if (code === 'invalid_email' || code === 'validation_failed')
      serverError = t('validation.emailInvalid');
    else serverError = errorText(request.error);
  }
  const fieldError = clientError ?? serverError;

  return (
    <NarrowScreen screen="resetPassword">
      {sentTo ? (
        <ResultPanel tone="success" message={t('resetRequest.sent', { email: sentTo })} testId="reset-sent">
          <Link href="/login">{t('resetRequest.backToLogin')}</Link>
        </ResultPanel>
      ) : (
        <>
          <Lead>{t('resetRequest.lead')}</Lead>
          <ScreenForm onSubmit={onSubmit} submitLabel={t('resetRequest.submit')} pending={request.isPending}>
            <EmailField
              ref={inputRef}
              label={t('fields.email')}
              value={email}
              error={fieldError ?? undefined}
              onValue={setEmail}
            />
          </ScreenForm>
          <FormLinks>
            <Link href="/login">{t('resetRequest.backToLogin')}</Link>
          </FormLinks>
        </>
      )}
    </NarrowScreen>
  );
}
