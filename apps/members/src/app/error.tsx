'use client';

import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { MainRegion } from '@/components/page/main-region';
import { errorStatus } from '@/lib/error-status';

/** Route error boundary: status (default 500), a translated message, retry and home (spec §2, §8). */
export default function RouteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MainRegion>
      <ErrorScreen
        status={errorStatus(error)}
        title={t('errors.generic.title')}
        message={t('errors.generic.body')}
        actions={<Button onClick={() => retry()}>{t('errors.retry')}</Button>}
      />
    </MainRegion>
  );
}
