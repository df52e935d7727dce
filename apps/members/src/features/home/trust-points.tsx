'use client';

import { useTranslation } from '@dating/i18n/client';
import { Card, CardGrid, Section } from './home.styles';

export function TrustPoints({ minAge, fictionalIcon }: { minAge: number; fictionalIcon: string }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="trust-title">
      <h2 id="trust-title">{t('home.trust.title')}</h2>
      <CardGrid as="ul">
        <Card>
          <h3>{t('home.trust.privacy.title')}</h3>
          <p>{t('home.trust.privacy.body')}</p>
        </Card>
        <Card>
          <h3>{t('home.trust.prices.title')}</h3>
          <p>{t('home.trust.prices.body')}</p>
        </Card>
        <Card>
          <h3>{t('home.trust.adults.title')}</h3>
          <p>{t('home.trust.adults.body', { minAge })}</p>
        </Card>
        <Card>
          <h3>
            <img src={fictionalIcon} alt="" width={24} height={24} />
            {t('home.trust.fictional.title')}
          </h3>
          <p>{t('home.trust.fictional.body')}</p>
        </Card>
      </CardGrid>
    </Section>
  );
}
