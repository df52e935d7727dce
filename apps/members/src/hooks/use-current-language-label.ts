'use client';

import { useLocale, useTranslation } from '@dating/i18n/client';
import { useLanguageName } from './use-language-name';

/** "Language: Deutsch": the page's language by its label (the account menu and the language menu). */
export function useCurrentLanguageLabel(): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageName = useLanguageName();
  return t('nav.languageCurrent', { language: languageName(locale) });
}
