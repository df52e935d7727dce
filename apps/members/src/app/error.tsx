'use client';

import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { errorStatus } from '@/lib/error-status';

/**
 * Route error boundary: status (default 500), a translated message, retry and home (spec §2, §8), inside the site
 * frame (the boundary sits above the route groups' layouts). A failure of the frame itself ends in global-error.
 */
export default function RouteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DefaultLayout>
      <ErrorScreen
        status={errorStatus(error)}
        title={t('errors.generic.title')}
        message={t('errors.generic.body')}
        actions={<Button onClick={() => retry()}>{t('errors.retry')}</Button>}
      />
    </DefaultLayout>
  );
}
