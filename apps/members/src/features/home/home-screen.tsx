'use client';

import Link from 'next/link';
import { TIME_BONUS_SECONDS } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { useSettings } from '@/providers/settings-context';
import {
  Actions,
  Hero,
  HeroArt,
  HeroInner,
  HeroLead,
  HeroTitle,
  Offer,
  OfferLink,
  Section,
} from './home.styles';
import { HowItWorks } from './how-it-works';
import { TrustPoints } from './trust-points';

/** The visitors' home page (spec §1): hero, how it works, welcome discount, trust and honesty. */
export function HomeScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroInner>
          <div>
            <HeroTitle id="home-title">{t('home.hero.title')}</HeroTitle>
            <HeroLead>{t('home.hero.lead')}</HeroLead>
            <Actions>
              <Button as={Link} href="/signup" size="lg">
                {t('home.hero.cta')}
              </Button>
              <Button as={Link} href="/login" size="lg" variant="outline">
                {t('home.hero.login')}
              </Button>
            </Actions>
          </div>
          <HeroArt aria-hidden="true">
            <svg viewBox="0 0 240 200" width="320" height="267" focusable="false">
              <path
                fill="#F25068"
                d="M92 180s-5-3.5-12-9C47 145 14 116 14 79c0-24 19-43 43-43 15 0 28 8 35 21 7-13 20-21 35-21 24 0 43 19 43 43 0 37-33 66-66 92-7 5.5-12 9-12 9z"
                opacity="0.9"
              />
              <path
                fill="#DC143C"
                d="M170 150s-3-2-8-6c-21-17-42-35-42-59 0-15 12-27 27-27 10 0 18 5 23 13 5-8 13-13 23-13 15 0 27 12 27 27 0 24-21 42-42 59-5 4-8 6-8 6z"
                opacity="0.85"
              />
            </svg>
          </HeroArt>
        </HeroInner>
      </Hero>

      <HowItWorks />

      <Section aria-labelledby="welcome-discount-title">
        <Offer>
          <div>
            <h2 id="welcome-discount-title">{t('home.discount.title')}</h2>
            <p>{t('home.discount.body')}</p>
            {/* The offer's clock starts at sign-up: the time bonus of spec §4 is what a new member gets. */}
            <p>
              <strong>{t('home.discount.actFast', { timeLeft: TIME_BONUS_SECONDS / 3600 })}</strong>
            </p>
          </div>
          <OfferLink as={Link} href="/signup">
            {t('home.discount.cta')}
          </OfferLink>
        </Offer>
      </Section>

      <TrustPoints minAge={settings.min_age} fictionalIcon={settings.fictional_icon} />
    </>
  );
}
