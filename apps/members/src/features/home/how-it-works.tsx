'use client';

import { useTranslation } from '@dating/i18n/client';
import { Card, CardGrid, CardIcon, Section, SectionInner } from './home.styles';

/** Three numbered steps: one column on phones, three side by side from 768 px. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { key: 'profile', title: t('home.how.profile.title'), body: t('home.how.profile.body') },
    { key: 'search', title: t('home.how.search.title'), body: t('home.how.search.body') },
    { key: 'chat', title: t('home.how.chat.title'), body: t('home.how.chat.body') },
  ];
  return (
    <Section aria-labelledby="how-it-works-title">
      <SectionInner>
        <h2 id="how-it-works-title">{t('home.how.title')}</h2>
        <CardGrid>
          {steps.map((step, index) => (
            <Card key={step.key}>
              <CardIcon data-tone="solid" aria-hidden="true">
                {index + 1}
              </CardIcon>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </Card>
          ))}
        </CardGrid>
      </SectionInner>
    </Section>
  );
}
