'use client';

import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { ResultPanel } from '@/components/form/result-panel';
import { PasswordField } from '@/components/form/fields';
import { Lead } from '@/components/page/page-container';
import { NarrowScreen } from '@/components/page/narrow-screen';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useFieldErrors, type FieldErrors } from '@/components/field-errors/use-field-errors';
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
  const [invalidLink, setInvalidLink] = useState(() => !isTokenShaped(token));
  const [done, setDone] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };
  const { errors, setErrors, fail } = useFieldErrors(refs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    const problem = newPasswordProblem(password);
    if (problem) next.password = t(problem);
    else if (password !== repeat) next.repeat = t('validation.passwordsDiffer');
    if (Object.keys(next).length) return fail(next);
    setErrors({});
    reset.mutate(
      { token, password, password_confirm: repeat },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'token_invalid') return setInvalidLink(true);
          if (code === 'passwords_differ') return fail({ repeat: t('validation.passwordsDiffer') });
          if (code === 'validation_failed') return fail({ password: t('validation.passwordTooShort') });
          fail({ password: errorText(error) });
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
              ref={refs.password}
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              autoComplete="new-password"
              value={password}
              error={errors.password}
              onValue={setPassword}
            />
            <PasswordField
              ref={refs.repeat}
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
