'use client';

import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { errorStatus } from '@/lib/error-status';

/**
 * The namespaces the default frame renders with beyond the root layout's (as `SENT_NAMESPACES['(default)']`; the
 * i18n-namespaces test keeps the two in step). This boundary replaces the route group's layout that sends them,
 * so it asks for them itself: present when the page came through the default layout, loaded on demand (behind
 * the Suspense boundary) after a lander page.
 */
function FrameTranslations({ children }: { children: ReactNode }) {
  useTranslation(['account', 'editor', 'errors', 'likes', 'payments', 'profile', 'signup']);
  return <>{children}</>;
}

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
    <Suspense fallback={null}>
      <FrameTranslations>
        <DefaultLayout>
          <ErrorScreen
            status={errorStatus(error)}
            title={t('errors.generic.title')}
            message={t('errors.generic.body')}
            actions={<Button onClick={() => retry()}>{t('errors.retry')}</Button>}
          />
        </DefaultLayout>
      </FrameTranslations>
    </Suspense>
  );
}
