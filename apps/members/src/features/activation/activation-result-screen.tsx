'use client';

import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useUser } from '@/hooks/use-user';
import { Actions } from '@/components/form/form.styles';
import { LinkButton } from '@/components/page/link-button';

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
          <LinkButton href="/pages/service">{t('activation.contactSupport')}</LinkButton>
          {user ? null : (
            <LinkButton href="/login" variant="outline">
              {t('activation.toLogin')}
            </LinkButton>
          )}
        </Actions>
      </PageContainer>
    );
  }
  return (
    <PageContainer $width="narrow" data-screen="activateDone">
      <PageTitle>{t('activation.doneTitle')}</PageTitle>
      <Lead>{t('activation.doneBody')}</Lead>
      <LinkButton href={user ? '/members' : '/login'}>
        {user ? t('activation.toMembers') : t('activation.toLogin')}
      </LinkButton>
    </PageContainer>
  );
}
