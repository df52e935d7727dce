'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { UiLabelsProvider, createUiLabels } from '@dating/ui/ui-labels';

/** Hands the design system its generic labels ("Close", "Loading", …) in the page's language. */
export function TranslatedUiLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the language changes
  const labels = useMemo(() => createUiLabels((key) => translate(`ui:${key}`)), [translate, language]);
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}
