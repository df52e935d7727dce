'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { type AccountErrorCode } from '@dating/core/domain';

/** The translated text of a step-0 field error; "email exists" offers the login page (spec §8). */
export function AccountErrorText({ code, minAge }: { code: AccountErrorCode; minAge: number }) {
  const { t } = useTranslation('signup');
  switch (code) {
    case 'emailExists':
      return (
        <>
          {t('errors.emailExists')} <Link href="/login">{t('errors.emailExistsLogin')}</Link>
        </>
      );
    case 'tooYoung':
      return <>{t('errors.tooYoung', { min_age: minAge })}</>;
    case 'required':
      return <>{t('errors.required')}</>;
    case 'choose':
      return <>{t('errors.choose')}</>;
    case 'nameLength':
      return <>{t('errors.nameLength')}</>;
    case 'nameIsEmail':
      return <>{t('errors.nameIsEmail')}</>;
    case 'nameStartsWithAt':
      return <>{t('errors.nameStartsWithAt')}</>;
    case 'invalidEmail':
      return <>{t('errors.invalidEmail')}</>;
    case 'passwordLength':
      return <>{t('errors.passwordLength')}</>;
    case 'invalidDate':
      return <>{t('errors.invalidDate')}</>;
  }
}
