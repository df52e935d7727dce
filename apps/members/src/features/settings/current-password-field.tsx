'use client';

import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { TextField } from '@dating/ui/text-field';

export interface CurrentPasswordFieldProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/** "Current password", which changing the e-mail address and deleting the account both ask for. */
export function CurrentPasswordField({ ref, value, error, onChange }: CurrentPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      ref={ref}
      label={t('fields.currentPassword')}
      type="password"
      name="password"
      autoComplete="current-password"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
