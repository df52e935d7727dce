import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalProfiles } from '../shared/fictional-note';
import { PlaybackControls } from '../shared/play-toggle';
import { ProfileFacts } from '../shared/profile-facts';
import { ProfileGrid, profileFactsCss } from '../shared/split.styles';
import { HeroCopy, SplitHero } from '../shared/split-hero';
import type { TemplateProps } from '../shared/template-props';
import { usePlayback } from '../shared/use-playback';

/** Seconds each face stays on the stage (cross-fade and slow zoom included). */
const SLIDE_SECONDS = 3;
/** Faces on the stage (the campaign's first ones). */
const MAX_SLIDES = 6;
/** Share of the loop a face takes to fade in. */
const FADE_IN = 0.08;

const show = keyframes`
  0% { opacity: 0; transform: scale(1.08) translateX(2%); }
  ${FADE_IN * 100}% { opacity: 1; }
  30% { opacity: 1; }
  40% { opacity: 0; transform: scale(1) translateX(-2%); }
  100% { opacity: 0; }
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
  background: linear-gradient(200deg, ${({ theme }) => theme.colors.primary[100]} 0%, #f4ecff 100%);
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  width: min(100%, 24rem);
  aspect-ratio: 4 / 5;
  margin-bottom: ${({ theme }) => theme.spacing[3]};
  background: ${({ theme }) => theme.colors.neutral[800]};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: 0 16px 40px rgba(31, 23, 32, 0.25);

  > div {
    position: absolute;
    inset: 0;
    opacity: 0;
    animation: ${show} var(--total) linear infinite;
    animation-delay: var(--delay);
    /* Own compositor layers, rastered once: the zoom and fade then cost the main thread nothing per frame. */
    will-change: transform, opacity;
  }

  > div > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  /* The poster: the first face, still. */
  > div:first-child {
    opacity: 1;
  }

  &[data-playing] > div:first-child {
    opacity: 0;
  }

  &:not([data-playing]) > div {
    animation-play-state: paused;
    animation: none;
  }

  @media (prefers-reduced-motion: reduce) {
    &:not([data-playing]) > div:not(:first-child) {
      display: none;
    }
  }
`;

const Controls = styled(PlaybackControls)`
  margin-bottom: ${({ theme }) => theme.spacing[6]};
`;

const Cast = styled(ProfileGrid)`
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Member = styled.article`
  padding: ${({ theme }) => theme.spacing[2]};
  background: rgba(255, 255, 255, 0.85);
  border-radius: ${({ theme }) => theme.radii.md};

  ${profileFactsCss}
`;

/**
 * `transitionsvideolanding`: a looping cross-fade of the featured faces, the "video" of this lander, made with
 * CSS from the drawn demo avatars (no video file: none can be encoded here, see the README). Silent, paused
 * with a button, and a still poster (the first face) under reduced motion. The names sit in text below.
 */
export function TransitionsLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const { playing, toggle } = usePlayback();
  const { profiles } = props.campaign;
  const slides = profiles.slice(0, MAX_SLIDES);
  const total = `${slides.length * SLIDE_SECONDS}s`;
  const fadeIn = slides.length * SLIDE_SECONDS * FADE_IN;
  return (
    <SplitHero section={Section} {...props}>
      <HeroCopy title={t('templates.transitions.title')} lead={t('templates.transitions.subtitle')} />
      <Stage
        role="img"
        aria-label={t('templates.transitions.label')}
        data-playing={playing ? '' : undefined}
        data-testid="animation"
        style={{ '--total': total } as CSSProperties}
      >
        {slides.map((profile, index) => (
          <div
            key={`${profile.name}-${index}`}
            // Shifted by the fade-in, so the first face is there from the first frame (the page's largest
            // paint) and the others follow it as before.
            style={{ '--delay': `${index * SLIDE_SECONDS - fadeIn}s` } as CSSProperties}
          >
            <ProfilePhoto profile={profile} hue={profile.hue ?? (index * 60) % 360} />
          </div>
        ))}
      </Stage>
      <Controls playing={playing} onToggle={toggle} />
      <FictionalProfiles list={Cast} card={Member} profiles={profiles}>
        {(profile) => (
          <>
            <ProfileFacts profile={profile} />
            <FictionalMarker />
          </>
        )}
      </FictionalProfiles>
    </SplitHero>
  );
}
