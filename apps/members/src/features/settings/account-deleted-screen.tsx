'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { SERVICE_PAGE } from '@/lib/service-page';
import { FormLinks } from '@/components/form/form.styles';
import { stackCss } from '@dating/ui/css';

const Steps = styled.ul`
  ${stackCss(3)}
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing[5]};
`;

/** `/account-deleted`: what happens now (hidden at once, 14-day reactivation link, then purge). */
export function AccountDeletedScreen() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <PageContainer $width="narrow" data-screen="accountDeleted">
      <PageTitle>{tc('screens.accountDeleted')}</PageTitle>
      <Lead>{t('deleted.lead')}</Lead>
      <Steps>
        <li>{t('deleted.reactivate')}</li>
        <li>{t('deleted.purge')}</li>
      </Steps>
      <FormLinks>
        <a href={SERVICE_PAGE}>{t('deleted.help')}</a>
      </FormLinks>
      <FormLinks>
        <Button as={Link} href="/" variant="secondary">
          {t('deleted.home')}
        </Button>
      </FormLinks>
    </PageContainer>
  );
}
