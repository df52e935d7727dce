import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@dating/core/contracts';
import { Button } from '@dating/ui/button';
import { CardGrid } from '@dating/ui/card-grid';
import type { TCampaign } from '../../campaign/campaign-schema';
import { Container } from '../../layout/lander-layout.styles';
import { LanderSignupForm } from '../../signup/lander-signup-form';
import { FictionalIcon } from './fictional-icon';
import { CtaSection, Disclosure, GallerySection, Hero, HeroCopy, HeroGrid } from './gallery.styles';
import { ProfileCard } from './profile-card';

export interface GalleryLanderProps {
  campaign: TCampaign;
  /** `/signup` with the visitor's tracking parameters. */
  signupHref: string;
  /** `location.search` of the visit (tracking for the inline sign-up). */
  search: string;
  locale: TLocale;
}

/** A band of the page below the hero: a section named by its heading, in the page's container. */
function Band({
  section: Section,
  id,
  heading,
  children,
}: {
  section: ComponentType<{ 'aria-labelledby': string; children: ReactNode }>;
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Container>
        <h2 id={`${id}-title`}>{heading}</h2>
        {children}
      </Container>
    </Section>
  );
}

/**
 * The `gallery` lander: hero with the inline sign-up form, a grid of (fictional, disclosed) featured profiles,
 * a sign-up call to action. The inline form needs the site's own origin (the API sets the session cookie
 * there), so a campaign served for another origin (`siteUrl` set) links to `/signup` instead.
 */
export function GalleryLander({ campaign, signupHref, search, locale }: GalleryLanderProps) {
  const { t } = useTranslation('landers');
  const inlineForm = campaign.siteUrl === '';
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <HeroGrid data-with-form={inlineForm ? '' : undefined}>
            <HeroCopy>
              <h1 id="hero-title">{t('hero.title')}</h1>
              <p>{t('hero.subtitle')}</p>
              {inlineForm ? null : (
                <Button href={signupHref} size="lg">
                  {t('cta.button')}
                </Button>
              )}
            </HeroCopy>
            {inlineForm ? (
              <LanderSignupForm campaign={campaign} search={search} locale={locale} signupHref={signupHref} />
            ) : null}
          </HeroGrid>
        </Container>
      </Hero>
      <Band section={GallerySection} id="gallery" heading={t('gallery.heading')}>
        <Disclosure id="fictional-disclosure">
          <FictionalIcon />
          <span>{t('fictional.disclosure')}</span>
        </Disclosure>
        <CardGrid aria-describedby="fictional-disclosure">
          {campaign.profiles.map((profile, index) => (
            <li key={`${profile.name}-${index}`}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </CardGrid>
      </Band>
      <Band section={CtaSection} id="cta" heading={t('cta.heading')}>
        <p>{t('cta.body')}</p>
        <Button href={signupHref} size="lg">
          {t('cta.button')}
        </Button>
      </Band>
    </>
  );
}
