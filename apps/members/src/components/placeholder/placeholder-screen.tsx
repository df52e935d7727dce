'use client';

import { useTranslation } from '@dating/i18n/client';
import { SCREEN_TITLE_KEYS, type ScreenId } from '@/lib/screens';
import { Lead, PageContainer, PageTitle } from '../page/page-container';

/** A screen a later issue fills in: its translated name and an honest "not built yet" line. */
export function PlaceholderScreen({ screen }: { screen: ScreenId }) {
  const { t } = useTranslation();
  return (
    <PageContainer data-screen={screen}>
      <PageTitle>{t(SCREEN_TITLE_KEYS[screen])}</PageTitle>
      <Lead>{t('placeholder.body')}</Lead>
    </PageContainer>
  );
}
