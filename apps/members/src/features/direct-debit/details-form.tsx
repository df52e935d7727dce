'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { TextField } from '@dating/ui/text-field';
import { useTranslation } from '@dating/i18n/client';
import { type TDirectDebitInput } from '@dating/core/contracts';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { getBrowserApi } from '@/lib/browser-api';
import { checkDirectDebitDetails } from '@/lib/direct-debit-checks';
import { fieldErrorsOf, useStateMutation } from './use-direct-debit';

type Field = keyof TDirectDebitInput;
/** The fields in the spec's order, with their label key and the browser's autofill hint. */
const FIELDS = [
  ['account_holder', 'form.accountHolder', 'name'],
  ['iban', 'form.iban', 'off'],
  ['street', 'form.street', 'address-line1'],
  ['house_number', 'form.houseNumber', 'address-line2'],
  ['zip', 'form.zip', 'postal-code'],
  ['city', 'form.city', 'address-level2'],
  ['phone', 'form.phone', 'tel'],
] as const satisfies readonly (readonly [Field, string, string])[];
const EMPTY: TDirectDebitInput = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

/** The bank details: checked here with the API's own limits, then sent; the API checks the phone's country. */
export function DetailsForm() {
  const { t } = useTranslation('directdebit');
  const tKey = t as unknown as (key: string) => string;
  const errorText = useApiErrorText();
  const submit = useStateMutation((input: TDirectDebitInput) => getBrowserApi().directDebit.submit(input));
  const [values, setValues] = useState(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(submit.error), ...local };
  const formError = submit.isError && Object.keys(fieldErrorsOf(submit.error)).length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDirectDebitDetails(values);
    if (!checked.ok) {
      setLocal(checked.errors);
      return;
    }
    setLocal({});
    submit.mutate(checked.data);
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="dd-details">
      <h2 id="dd-details">{t('form.heading')}</h2>
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          name={name}
          label={t(label)}
          value={values[name]}
          autoComplete={autoComplete}
          inputMode={name === 'phone' ? 'tel' : undefined}
          required
          hint={name === 'phone' ? t('form.phoneHint') : undefined}
          error={errors[name] ? tKey(errors[name]) : undefined}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [name]: value }));
          }}
        />
      ))}
      {formError ? <Alert tone="danger">{errorText(submit.error)}</Alert> : null}
      <Button type="submit" loading={submit.isPending} fullWidth>
        {t('form.submit')}
      </Button>
    </form>
  );
}
