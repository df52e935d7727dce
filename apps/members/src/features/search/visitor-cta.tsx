'use client';

import { useTranslation } from '@dating/i18n/client';
import { Actions, Panel } from './search.styles';
import { LinkButton } from '@/components/page/link-button';

/** What a visitor who may not search sees (spec §4): an invitation to sign up or log in, not an error. */
export function VisitorCta() {
  const { t } = useTranslation('search');
  return (
    <Panel aria-labelledby="search-visitor-title" data-testid="search-visitor-cta">
      <h2 id="search-visitor-title">{t('visitor.title')}</h2>
      <p>{t('visitor.body')}</p>
      <Actions>
        <LinkButton href="/signup">{t('visitor.signup')}</LinkButton>
        <LinkButton href={`/login?redirect=${encodeURIComponent('/members')}`} variant="outline">
          {t('visitor.login')}
        </LinkButton>
      </Actions>
    </Panel>
  );
}
