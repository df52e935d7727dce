'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { type AccountErrorCode } from '@dating/core/domain';

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
  return <>{t(`errors.${code}`)}</>;
}
