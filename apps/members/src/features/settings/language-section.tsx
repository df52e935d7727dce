'use client';

import Link from 'next/link';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { useLanguageName } from '@/hooks/use-language-name';
import { Muted, Section, SubmitRow } from './settings.styles';

/** The language of the site and of the member's e-mails, with the way to change it (`/lang-config`). */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const languageName = useLanguageName();
  return (
    <Section aria-labelledby="language-title" data-testid="language-settings">
      <h2 id="language-title">{t('settings.language.title')}</h2>
      <p>{tc('nav.languageCurrent', { language: languageName(locale) })}</p>
      <Muted>{t('settings.language.lead')}</Muted>
      <SubmitRow>
        <Button as={Link} href="/lang-config" variant="outline">
          {t('settings.language.change')}
        </Button>
      </SubmitRow>
    </Section>
  );
}
