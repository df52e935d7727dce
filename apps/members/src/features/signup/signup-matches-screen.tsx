'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';

/** `/signup-matches`: honest placeholder until member search exists (it would list suggested matches). */
export function SignupMatchesScreen() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('signup');
  return (
    <PageContainer $width="narrow" data-screen="signupMatches">
      <PageTitle>{t('screens.signupMatches')}</PageTitle>
      <Lead>{ts('matches.body')}</Lead>
      <Button as={Link} href="/members">
        {ts('activation.toMembers')}
      </Button>
    </PageContainer>
  );
}
