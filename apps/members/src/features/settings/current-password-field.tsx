'use client';

import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { PasswordField } from '@/components/form/fields';

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
    <PasswordField
      ref={ref}
      label={t('fields.currentPassword')}
      autoComplete="current-password"
      value={value}
      error={error}
      onValue={onChange}
    />
  );
}
