'use client';

import { type ReactNode } from 'react';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
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
import { LinkButton } from '@/components/page/link-button';

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
    <LinkButton href={user ? destinationPath(profile.id, to) : signupHref(to)} size="lg" fullWidth>
      {label}
    </LinkButton>
  );

  // What a logged-in member is led to, a visitor to sign-up first; the landing designs end with the credits note.
  const profileCta = cta(
    'profile',
    user ? t('landing.cta.profile', { name }) : t('landing.cta.signup', { name }),
  );
  const withCredits = (children: ReactNode) => (
    <Body>
      {children}
      <Muted>{t('landing.credits')}</Muted>
    </Body>
  );
  const small = (heading: ReactNode, line: ReactNode) => (
    <>
      <Small>
        <Photo profile={profile} size="small" />
        <div>
          <Name>{heading}</Name>
          {line}
        </div>
      </Small>
      {marker}
    </>
  );

  const content = (() => {
    switch (variant) {
      case 'landing':
        return (
          <>
            {hero}
            {withCredits(
              <>
                {marker}
                <Lead>{t('landing.hero.lead', { name })}</Lead>
                {profileCta}
              </>,
            )}
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
                cta(
                  destination,
                  destination === 'chat'
                    ? t('landing.cta.chat', { name })
                    : t('landing.cta.profile', { name }),
                )
              ) : (
                <LandingSignupForm destination={target} />
              )}
            </Body>
          </>
        );
      case 'landing2':
        return (
          <>
            {small(title, place ? <Place data-testid="member-landing-place">{place}</Place> : null)}
            {withCredits(
              <>
                <h2>{t('landing.story.title', { name })}</h2>
                <Steps>
                  <li>{t('landing.story.step1')}</li>
                  <li>{t('landing.story.step2', { name })}</li>
                  <li>{t('landing.story.step3', { name })}</li>
                </Steps>
                {profileCta}
              </>,
            )}
          </>
        );
      case 'landing3':
        return (
          <>
            {small(t('landing.chat.title', { name }), <Place>{place ? `${title} · ${place}` : title}</Place>)}
            {withCredits(
              <>
                <h2>{t('landing.chat.icebreakers')}</h2>
                <Bubbles data-testid="member-landing-icebreakers">
                  {ICEBREAKERS.map((key) => (
                    <li key={key}>{t(key, { name })}</li>
                  ))}
                </Bubbles>
                <Lead>{t('landing.chat.lead', { name })}</Lead>
                {cta('chat', user ? t('landing.cta.chat', { name }) : t('landing.cta.signupChat', { name }))}
              </>,
            )}
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
