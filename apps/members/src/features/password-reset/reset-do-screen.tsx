'use client';

import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ResultPanel } from '@/components/form/result-panel';
import { PasswordField } from '@/components/form/fields';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useResetPassword } from './use-reset-password';
import { isTokenShaped } from '@/lib/token';
import { Form } from '@/components/form/form.styles';
import { newPasswordProblem } from '@/lib/credential-checks';

type Field = 'password' | 'repeat';

/** `/reset-password/do?token=`: choose a new password with the e-mailed link. */
export function ResetDoScreen({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const errorText = useApiErrorText();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invalidLink, setInvalidLink] = useState(() => !isTokenShaped(token));
  const [done, setDone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const focusField = (field: Field) => (field === 'password' ? passwordRef : repeatRef).current?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const problem = newPasswordProblem(password);
    if (problem) next.password = t(problem);
    else if (password !== repeat) next.repeat = t('validation.passwordsDiffer');
    setErrors(next);
    const first = (['password', 'repeat'] as const).find((f) => next[f]);
    if (first) {
      focusField(first);
      return;
    }
    reset.mutate(
      { token, password, password_confirm: repeat },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'token_invalid') return setInvalidLink(true);
          if (code === 'passwords_differ') {
            setErrors({ repeat: t('validation.passwordsDiffer') });
            return focusField('repeat');
          }
          if (code === 'validation_failed') {
            setErrors({ password: t('validation.passwordTooShort') });
            return focusField('password');
          }
          setErrors({ password: errorText(error) });
          focusField('password');
        },
      },
    );
  };

  return (
    <PageContainer $width="narrow" data-screen="resetPasswordDo">
      <PageTitle>{tc('screens.resetPasswordDo')}</PageTitle>
      {invalidLink ? (
        <ResultPanel tone="danger" message={t('resetDo.invalid')} testId="reset-invalid">
          <Button href="/reset-password" as={Link}>
            {t('resetDo.requestNew')}
          </Button>
        </ResultPanel>
      ) : done ? (
        <ResultPanel tone="success" message={t('resetDo.done')} testId="reset-done">
          <Button href="/login?reset=done" as={Link}>
            {t('resetDo.login')}
          </Button>
        </ResultPanel>
      ) : (
        <>
          <Lead>{t('resetDo.lead')}</Lead>
          <Form onSubmit={onSubmit} noValidate>
            <PasswordField
              ref={passwordRef}
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              autoComplete="new-password"
              value={password}
              error={errors.password}
              onValue={setPassword}
            />
            <PasswordField
              ref={repeatRef}
              label={t('fields.repeatPassword')}
              name="password_confirm"
              autoComplete="new-password"
              value={repeat}
              error={errors.repeat}
              onValue={setRepeat}
            />
            <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
              {t('resetDo.submit')}
            </Button>
          </Form>
        </>
      )}
    </PageContainer>
  );
}
