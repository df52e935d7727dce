'use client';

import { type ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { PageContainer, PageTitle } from './page-container';

/** The account-flow screens whose title is their `screens.*` name (the same key as their `data-screen`). */
export type NarrowScreenName = 'unlock' | 'resetPassword' | 'resetPasswordDo';

/** A narrow screen of an account flow: `data-screen={screen}`, the title `screens.{screen}`, then `children`. */
export function NarrowScreen({ screen, children }: { screen: NarrowScreenName; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageContainer $width="narrow" data-screen={screen}>
      <PageTitle>{t(`screens.${screen}`)}</PageTitle>
      {children}
    </PageContainer>
  );
}
