'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useUser } from '@/hooks/use-user';
import { Actions } from '@/components/form/form.styles';

/** `/activate/done` and `/activate/error` (spec §2, §8 "Activation failed (contact support)"). */
export function ActivationResultScreen({ result }: { result: 'done' | 'error' }) {
  const { t } = useTranslation('signup');
  const { data: user } = useUser();
  if (result === 'error') {
    return (
      <PageContainer $width="narrow" data-screen="activateError">
        <PageTitle>{t('activation.errorTitle')}</PageTitle>
        <Lead>{t('activation.errorBody')}</Lead>
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button as={Link} href="/pages/service">
            {t('activation.contactSupport')}
          </Button>
          {user ? null : (
            <Button as={Link} href="/login" variant="outline">
              {t('activation.toLogin')}
            </Button>
          )}
        </Actions>
      </PageContainer>
    );
  }
  return (
    <PageContainer $width="narrow" data-screen="activateDone">
      <PageTitle>{t('activation.doneTitle')}</PageTitle>
      <Lead>{t('activation.doneBody')}</Lead>
      <Button as={Link} href={user ? '/members' : '/login'}>
        {user ? t('activation.toMembers') : t('activation.toLogin')}
      </Button>
    </PageContainer>
  );
}
