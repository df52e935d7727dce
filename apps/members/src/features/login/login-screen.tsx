'use client';

import { Suspense } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { LoginForm } from './login-form';

/** `/login` with the messages of a failed login (the `account` namespace comes with the root layout). */
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
