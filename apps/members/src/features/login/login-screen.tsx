'use client';

import { Suspense } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { LoginForm } from './login-form';

export function LoginScreen() {
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
