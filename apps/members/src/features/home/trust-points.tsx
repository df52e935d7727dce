'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { LineIcon } from '@/components/line-icon/line-icon';
import { Card, CardGrid, CardIcon, LastSection, SectionInner } from './home.styles';

/** 24 px line icons, drawn in the tile's colour (decorative: the heading says it). */
const icon = (children: ReactNode) => (
  <LineIcon width="24" height="24">
    {children}
  </LineIcon>
);

const LOCK = icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
const TAG = icon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
const SHIELD = icon(
  <>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

/** Four promises, each with its icon: one column on phones, side by side on wider screens. */
export function TrustPoints({ minAge, fictionalIcon }: { minAge: number; fictionalIcon: string }) {
  const { t } = useTranslation();
  return (
    <LastSection aria-labelledby="trust-title">
      <SectionInner>
        <h2 id="trust-title">{t('home.trust.title')}</h2>
        <CardGrid as="ul">
          <Card>
            <CardIcon aria-hidden="true">{LOCK}</CardIcon>
            <h3>{t('home.trust.privacy.title')}</h3>
            <p>{t('home.trust.privacy.body')}</p>
          </Card>
          <Card>
            <CardIcon aria-hidden="true">{TAG}</CardIcon>
            <h3>{t('home.trust.prices.title')}</h3>
            <p>{t('home.trust.prices.body')}</p>
          </Card>
          <Card>
            <CardIcon aria-hidden="true">{SHIELD}</CardIcon>
            <h3>{t('home.trust.adults.title')}</h3>
            <p>{t('home.trust.adults.body', { minAge })}</p>
          </Card>
          <Card>
            <CardIcon aria-hidden="true">
              <img src={fictionalIcon} alt="" width={28} height={28} />
            </CardIcon>
            <h3>{t('home.trust.fictional.title')}</h3>
            <p>{t('home.trust.fictional.body')}</p>
          </Card>
        </CardGrid>
      </SectionInner>
    </LastSection>
  );
}
