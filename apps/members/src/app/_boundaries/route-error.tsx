'use client';

import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { errorStatus } from '@/lib/error-status';

/**
 * The body of every route error boundary: status (default 500), a translated message, retry and home (spec §2,
 * §8). It draws no frame: each route group's `error.tsx` renders it inside that group's layout (the frame is
 * already there and its chunks already loaded), and the root `error.tsx` renders it bare when a group's layout,
 * the frame itself, failed. Only the root layout's namespaces (`common`, `ui`) are used. A failure of the root
 * layout ends in global-error.
 */
export function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      status={errorStatus(error)}
      title={t('errors.generic.title')}
      message={t('errors.generic.body')}
      actions={<Button onClick={() => retry()}>{t('errors.retry')}</Button>}
    />
  );
}
