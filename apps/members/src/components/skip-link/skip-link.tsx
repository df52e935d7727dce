'use client';

import { useTranslation } from '@dating/i18n/client';
import { SkipLink as UiSkipLink } from '@dating/ui/skip-link';

export const MAIN_ID = 'main';

/** First focusable element of a layout: jumps past the top bar (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return <UiSkipLink href={`#${MAIN_ID}`}>{t('skipLink')}</UiSkipLink>;
}
