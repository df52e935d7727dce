'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { type AccountErrorCode } from '@dating/core/domain';

/** The plain errors' keys, written out so the i18n check sees each one in use. */
const PLAIN_KEYS = {
  required: 'errors.required',
  choose: 'errors.choose',
  nameLength: 'errors.nameLength',
  nameIsEmail: 'errors.nameIsEmail',
  nameStartsWithAt: 'errors.nameStartsWithAt',
  invalidEmail: 'errors.invalidEmail',
  passwordLength: 'errors.passwordLength',
  invalidDate: 'errors.invalidDate',
} as const satisfies Record<Exclude<AccountErrorCode, 'tooYoung' | 'emailExists'>, `errors.${string}`>;

/** The translated text of a step-0 field error; "email exists" offers the login page (spec §8). */
export function AccountErrorText({ code, minAge }: { code: AccountErrorCode; minAge: number }) {
  const { t } = useTranslation('signup');
  if (code === 'emailExists') {
    return (
      <>
        {t('errors.emailExists')} <Link href="/login">{t('errors.emailExistsLogin')}</Link>
      </>
    );
  }
  if (code === 'tooYoung') return <>{t('errors.tooYoung', { min_age: minAge })}</>;
  return <>{t(PLAIN_KEYS[code])}</>;
}
