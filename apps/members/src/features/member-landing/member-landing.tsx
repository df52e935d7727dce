'use client';

import Link from 'next/link';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { Button } from '@dating/ui/button';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { useProfileLine } from '@/hooks/use-profile-line';
import { useUser } from '@/hooks/use-user';
import { destinationPath, type LandingDestination, type LandingVariant } from './landing-route';
import { LandingSignupForm } from './landing-signup-form';
import {
  Body,
  Bubbles,
  Hero,
  HeroCaption,
  LandingRoot,
  Lead,
  Muted,
  Name,
  Place,
  Small,
  Steps,
} from './member-landing.styles';

export interface MemberLandingProps {
  profile: TMemberProfile;
  variant: LandingVariant;
  /** Where the visitor lands after sign-up (the signup design reads it from `?to=chat`). */
  destination: LandingDestination;
}

const ICEBREAKERS = ['landing.chat.line1', 'landing.chat.line2', 'landing.chat.line3'] as const;

function Photo({ profile, size }: { profile: TMemberProfile; size: 'hero' | 'small' }) {
  const image = profile.main_image;
  if (!image) return <Avatar alt="" name={profile.name} size="xl" fallback="icon" aria-hidden="true" />;
  return (
    <img
      src={size === 'hero' ? image.filename : image.thumb_filename}
      alt=""
      width={size === 'hero' ? image.width : 240}
      height={size === 'hero' ? image.height : 300}
      fetchPriority={size === 'hero' ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * A campaign page built around one member's public profile (spec §2 member landing routes): photo, name,
 * age, place and the fictional marker where it applies, leading to sign-up and then straight to that
 * member's profile or chat. Four designs: `landing` (hero photo and call to action), `signup` (the profile
 * beside the sign-up form), `landing2` (a short story in three steps), `landing3` (a chat teaser with opening
 * lines). A member who is already logged in is led to the destination itself.
 */
export function MemberLanding({ profile, variant, destination }: MemberLandingProps) {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  const { title, place } = useProfileLine(profile);
  const id = encodeURIComponent(profile.id);
  const target = destinationPath(profile.id, destination);
  const chatTarget = destinationPath(profile.id, 'chat');
  const signupHref = (to: LandingDestination) => `/members/${id}/signup${to === 'chat' ? '?to=chat' : ''}`;
  const name = profile.name;

  const marker = profile.fictional ? <FictionalDisclosure variant="header" /> : null;
  const hero = (
    <Hero>
      <Photo profile={profile} size="hero" />
      <HeroCaption>
        <Name>{title}</Name>
        {place ? <Place data-testid="member-landing-place">{place}</Place> : null}
      </HeroCaption>
    </Hero>
  );
  const cta = (to: LandingDestination, label: string) => (
    <Button as={Link} href={user ? destinationPath(profile.id, to) : signupHref(to)} size="lg" fullWidth>
      {label}
    </Button>
  );

  const content = (() => {
    switch (variant) {
      case 'landing':
        return (
          <>
            {hero}
            <Body>
              {marker}
              <Lead>{t('landing.hero.lead', { name })}</Lead>
              {cta('profile', user ? t('landing.cta.profile', { name }) : t('landing.cta.signup', { name }))}
              <Muted>{t('landing.credits')}</Muted>
            </Body>
          </>
        );
      case 'signup':
        return (
          <>
            <div>
              {hero}
              {marker}
            </div>
            <Body>
              <h2>{t('landing.signup.title', { name })}</h2>
              <Lead>
                {destination === 'chat'
                  ? t('landing.signup.leadChat', { name })
                  : t('landing.signup.lead', { name })}
              </Lead>
              {user ? (
                <Button as={Link} href={target} size="lg" fullWidth>
                  {destination === 'chat'
                    ? t('landing.cta.chat', { name })
                    : t('landing.cta.profile', { name })}
                </Button>
              ) : (
                <LandingSignupForm destination={target} />
              )}
            </Body>
          </>
        );
      case 'landing2':
        return (
          <>
            <Small>
              <Photo profile={profile} size="small" />
              <div>
                <Name>{title}</Name>
                {place ? <Place data-testid="member-landing-place">{place}</Place> : null}
              </div>
            </Small>
            {marker}
            <Body>
              <h2>{t('landing.story.title', { name })}</h2>
              <Steps>
                <li>{t('landing.story.step1')}</li>
                <li>{t('landing.story.step2', { name })}</li>
                <li>{t('landing.story.step3', { name })}</li>
              </Steps>
              {cta('profile', user ? t('landing.cta.profile', { name }) : t('landing.cta.signup', { name }))}
              <Muted>{t('landing.credits')}</Muted>
            </Body>
          </>
        );
      case 'landing3':
        return (
          <>
            <Small>
              <Photo profile={profile} size="small" />
              <div>
                <Name>{t('landing.chat.title', { name })}</Name>
                <Place>{place ? `${title} · ${place}` : title}</Place>
              </div>
            </Small>
            {marker}
            <Body>
              <h2>{t('landing.chat.icebreakers')}</h2>
              <Bubbles data-testid="member-landing-icebreakers">
                {ICEBREAKERS.map((key) => (
                  <li key={key}>{t(key, { name })}</li>
                ))}
              </Bubbles>
              <Lead>{t('landing.chat.lead', { name })}</Lead>
              {user ? (
                <Button as={Link} href={chatTarget} size="lg" fullWidth>
                  {t('landing.cta.chat', { name })}
                </Button>
              ) : (
                cta('chat', t('landing.cta.signupChat', { name }))
              )}
              <Muted>{t('landing.credits')}</Muted>
            </Body>
          </>
        );
    }
  })();

  return (
    <LandingRoot
      data-screen="memberLanding"
      data-variant={variant}
      data-profile-id={profile.id}
      data-fictional={profile.fictional ? '' : undefined}
    >
      {content}
    </LandingRoot>
  );
}
