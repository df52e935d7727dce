'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ErrorScreen } from './error-screen';

/** An emailed link that is malformed, used or expired (spec §8: "Link expired or invalid"). */
export function InvalidLinkScreen() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.token.title')}
      message={t('errors.token.body')}
      actions={
        <Button as={Link} href="/login">
          {t('errors.token.login')}
        </Button>
      }
    />
  );
}
