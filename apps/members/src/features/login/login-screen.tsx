'use client';

import { Suspense } from 'react';
import { type Resource } from 'i18next';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useResourceBundles } from '@/hooks/use-resource-bundles';
import { LoginForm } from './login-form';

/** `/login`; `resources` carries the `account` namespace the messages of a failed login use. */
export function LoginScreen({ resources }: { resources?: Resource }) {
  useResourceBundles(resources);
  const { t } = useTranslation();
  return (
    <PageContainer $width="narrow">
      <PageTitle>{t('screens.login')}</PageTitle>
      <Lead>{t('login.lead')}</Lead>
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </PageContainer>
  );
}
