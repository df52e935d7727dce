'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { TextField } from '@dating/ui/text-field';
import { useTranslation } from '@dating/i18n/client';
import { type TDirectDebitMandate } from '@dating/core/contracts';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { getBrowserApi } from '@/lib/browser-api';
import { isSmsCode } from '@/lib/direct-debit-checks';
import { useStateMutation } from './use-direct-debit';

/** The SMS code step: "Code invalid" inline under the field, a new code on request, or other details. */
export function CodeForm({ pending, onChange }: { pending: TDirectDebitMandate; onChange: () => void }) {
  const { t } = useTranslation('directdebit');
  const errorText = useApiErrorText();
  const verify = useStateMutation((otp: string) => getBrowserApi().directDebit.verify({ otp }));
  const resend = useStateMutation(() => getBrowserApi().directDebit.resend({}));
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isSmsCode(otp.trim());
    setInvalid(!ok);
    if (ok) verify.mutate(otp.trim());
  };
  const error =
    invalid || verify.isError ? (invalid ? t('errors.codeInvalid') : errorText(verify.error)) : undefined;

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="dd-code">
      <h2 id="dd-code">{t('code.heading')}</h2>
      <p>{t('code.sent', { phone: pending.phone_masked })}</p>
      <TextField
        name="otp"
        label={t('code.label')}
        value={otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={error}
        onChange={(e) => setOtp(e.currentTarget.value)}
      />
      <Button type="submit" loading={verify.isPending} fullWidth>
        {t('code.submit')}
      </Button>
      {resend.isSuccess ? <p role="status">{t('code.resent')}</p> : null}
      {resend.isError ? <Alert tone="danger">{errorText(resend.error)}</Alert> : null}
      <Button
        type="button"
        variant="secondary"
        fullWidth
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('code.resend')}
      </Button>
      <Button type="button" variant="secondary" fullWidth onClick={onChange}>
        {t('code.change')}
      </Button>
    </form>
  );
}
