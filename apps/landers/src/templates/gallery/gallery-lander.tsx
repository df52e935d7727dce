import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui/button';
import type { TCampaign } from '../../campaign/campaign-schema';
import { Container } from '../../layout/lander-layout.styles';
import { FictionalIcon } from './fictional-icon';
import { CtaSection, Disclosure, GallerySection, Grid, Hero } from './gallery.styles';
import { ProfileCard } from './profile-card';

export interface GalleryLanderProps {
  campaign: TCampaign;
  /** `/signup` with the visitor's tracking parameters. */
  signupHref: string;
}

/** The `gallery` lander: hero, a grid of (fictional, disclosed) featured profiles, a sign-up call to action. */
export function GalleryLander({ campaign, signupHref }: GalleryLanderProps) {
  const { t } = useTranslation('landers');
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p>{t('hero.subtitle')}</p>
          <Button href={signupHref} size="lg">
            {t('hero.cta')}
          </Button>
        </Container>
      </Hero>
      <GallerySection aria-labelledby="gallery-title">
        <Container>
          <h2 id="gallery-title">{t('gallery.heading')}</h2>
          <Disclosure id="fictional-disclosure">
            <FictionalIcon />
            <span>{t('fictional.disclosure')}</span>
          </Disclosure>
          <Grid aria-describedby="fictional-disclosure">
            {campaign.profiles.map((profile, index) => (
              <li key={`${profile.name}-${index}`}>
                <ProfileCard profile={profile} />
              </li>
            ))}
          </Grid>
        </Container>
      </GallerySection>
      <CtaSection aria-labelledby="cta-title">
        <Container>
          <h2 id="cta-title">{t('cta.heading')}</h2>
          <p>{t('cta.body')}</p>
          <Button href={signupHref} size="lg">
            {t('cta.button')}
          </Button>
        </Container>
      </CtaSection>
    </>
  );
}
