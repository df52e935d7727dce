'use client';

import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { ResultPanel } from '@/components/form/result-panel';
import { PasswordField } from '@/components/form/fields';
import { Lead } from '@/components/page/page-container';
import { NarrowScreen } from '@/components/page/narrow-screen';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useResetPassword } from './use-reset-password';
import { isTokenShaped } from '@/lib/token';
import { newPasswordProblem } from '@/lib/credential-checks';
import { LinkButton } from '@/components/page/link-button';
import { ScreenForm } from '@/components/page/screen-form';

type Field = 'password' | 'repeat';

/** `/reset-password/do?token=`: choose a new password with the e-mailed link. */
export function ResetDoScreen({ token }: { token: string }) {
  const { t } = useTranslation('account');
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
    <NarrowScreen screen="resetPasswordDo">
      {invalidLink ? (
        <ResultPanel tone="danger" message={t('resetDo.invalid')} testId="reset-invalid">
          <LinkButton href="/reset-password">{t('resetDo.requestNew')}</LinkButton>
        </ResultPanel>
      ) : done ? (
        <ResultPanel tone="success" message={t('resetDo.done')} testId="reset-done">
          <LinkButton href="/login?reset=done">{t('resetDo.login')}</LinkButton>
        </ResultPanel>
      ) : (
        <>
          <Lead>{t('resetDo.lead')}</Lead>
          <ScreenForm onSubmit={onSubmit} submitLabel={t('resetDo.submit')} pending={reset.isPending}>
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
          </ScreenForm>
        </>
      )}
    </NarrowScreen>
  );
}
