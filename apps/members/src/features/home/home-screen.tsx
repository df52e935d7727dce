'use client';

import Link from 'next/link';
import { TIME_BONUS_SECONDS } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { LogoMark } from '@dating/ui/logo-mark';
import { useSettings } from '@/providers/settings-context';
import {
  Actions,
  ArtCard,
  Hero,
  HeroArt,
  HeroInner,
  HeroLead,
  HeroTitle,
  Offer,
  OfferLink,
  Section,
  SectionInner,
} from './home.styles';
import { HowItWorks } from './how-it-works';
import { TrustPoints } from './trust-points';

/**
 * The visitors' home page (spec §1), phone first: the hero with sign-up in the first screen, how it works, the
 * welcome discount, trust and honesty.
 */
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
            <ArtCard data-position="left" />
            <ArtCard data-position="right" />
            <ArtCard data-position="front">
              <LogoMark variant="tile" size={72} />
            </ArtCard>
          </HeroArt>
        </HeroInner>
      </Hero>

      <HowItWorks />

      <Section aria-labelledby="welcome-discount-title">
        <SectionInner>
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
        </SectionInner>
      </Section>

      <TrustPoints minAge={settings.min_age} fictionalIcon={settings.fictional_icon} />
    </>
  );
}
