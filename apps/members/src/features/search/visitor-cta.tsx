'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Actions, Panel } from './search.styles';

/** What a visitor who may not search sees (spec §4): an invitation to sign up or log in, not an error. */
export function VisitorCta() {
  const { t } = useTranslation('search');
  return (
    <Panel aria-labelledby="search-visitor-title" data-testid="search-visitor-cta">
      <h2 id="search-visitor-title">{t('visitor.title')}</h2>
      <p>{t('visitor.body')}</p>
      <Actions>
        <Button as={Link} href="/signup">
          {t('visitor.signup')}
        </Button>
        <Button as={Link} href={`/login?redirect=${encodeURIComponent('/members')}`} variant="outline">
          {t('visitor.login')}
        </Button>
      </Actions>
    </Panel>
  );
}
