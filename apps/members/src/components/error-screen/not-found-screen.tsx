'use client';

import { useTranslation } from '@dating/i18n/client';
import { ErrorScreen } from './error-screen';

/** 404 (spec §2): "This page could not be found" and a link to the home page. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return <ErrorScreen status={404} title={t('errors.notFound.title')} message={t('errors.notFound.body')} />;
}
