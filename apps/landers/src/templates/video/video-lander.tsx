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

/** One loop: three scenes of three seconds (profile, like, message). */
const LOOP = '9s';

const cardIn = keyframes`
  0% { opacity: 0; transform: translateY(30px); }
  8%, 92% { opacity: 1; transform: none; }
  100% { opacity: 0; }
`;
const heartIn = keyframes`
  0%, 33% { opacity: 0; transform: scale(0.2); }
  40% { opacity: 1; transform: scale(1.25); }
  46%, 92% { opacity: 1; transform: scale(1); }
  100% { opacity: 0; }
`;
const bubbleIn = keyframes`
  0%, 66% { opacity: 0; transform: translateY(16px); }
  72%, 92% { opacity: 1; transform: none; }
  100% { opacity: 0; }
`;
/** Captions switch without fading (visibility steps), each for its third of the loop. */
const captionAt = (from: number, to: number) => keyframes`
  0% { visibility: hidden; }
  ${from}% { visibility: visible; }
  ${to}% { visibility: hidden; }
  100% { visibility: hidden; }
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.neutral[900]};

  a:not([data-variant]) {
    color: inherit;
  }
`;

const Player = styled.figure`
  position: relative;
  overflow: hidden;
  width: min(100%, 26rem);
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  aspect-ratio: 16 / 10;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.secondary[800]} 0%,
    ${({ theme }) => theme.colors.primary[600]} 100%
  );
  border-radius: ${({ theme }) => theme.radii.xl};

  > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  .card,
  .heart,
  .bubble {
    transform-box: fill-box;
    transform-origin: center;
  }

  &[data-playing] .card {
    animation: ${cardIn} ${LOOP} ease-out infinite;
  }

  &[data-playing] .heart {
    animation: ${heartIn} ${LOOP} ease-out infinite;
  }

  &[data-playing] .bubble {
    animation: ${bubbleIn} ${LOOP} ease-out infinite;
  }

  figcaption span {
    position: absolute;
    bottom: ${({ theme }) => theme.spacing[3]};
    left: 50%;
    padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
    color: ${({ theme }) => theme.colors.text.inverse};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    white-space: nowrap;
    background: rgba(0, 0, 0, 0.8);
    border-radius: ${({ theme }) => theme.radii.sm};
    transform: translateX(-50%);
    visibility: hidden;
  }

  &[data-playing] figcaption span:nth-child(1) {
    animation: ${captionAt(0, 33)} ${LOOP} step-end infinite;
  }

  &[data-playing] figcaption span:nth-child(2) {
    animation: ${captionAt(33, 66)} ${LOOP} step-end infinite;
  }

  &[data-playing] figcaption span:nth-child(3) {
    animation: ${captionAt(66, 100)} ${LOOP} step-end infinite;
  }
`;

const Scenes = styled.ol`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding-left: ${({ theme }) => theme.spacing[6]};
`;

const Star = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[2]};
  background: ${({ theme }) => theme.colors.neutral[800]};
  border-radius: ${({ theme }) => theme.radii.lg};

  > svg {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ${profileFactsCss}
`;

/**
 * `video`: a short silent loop made for the site (a profile, a like, a message), drawn as SVG and animated
 * with CSS: no video file can be encoded here (see the README). The still poster shows every element at
 * once; it is what reduced motion and Pause show. Its words are captions on the picture and, as text, the
 * scene list below it.
 */
export function VideoLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const { playing, toggle } = usePlayback();
  const scenes = [t('templates.video.scene1'), t('templates.video.scene2'), t('templates.video.scene3')];
  const { profiles } = props.campaign;
  const hue = profiles[0]?.hue ?? 350;
  return (
    <SplitHero section={Section} {...props}>
      <HeroCopy title={t('templates.video.title')} lead={t('templates.video.subtitle')} />
      <Player data-playing={playing ? '' : undefined} data-testid="animation">
        <svg viewBox="0 0 320 200" role="img" aria-label={t('templates.video.label')}>
          <g className="card">
            <rect x="30" y="30" width="120" height="140" rx="12" fill="#FFFFFF" />
            <circle cx="90" cy="80" r="28" fill={`hsl(${hue} 70% 80%)`} />
            <path d="M62 128c4-16 14-22 28-22s24 6 28 22z" fill={`hsl(${hue} 60% 62%)`} />
            <rect x="50" y="140" width="80" height="8" rx="4" fill="#CFC8CB" />
            <rect x="62" y="154" width="56" height="6" rx="3" fill="#E4DFE1" />
          </g>
          <path
            className="heart"
            d="M200 110s-30-19-30-40a17 17 0 0 1 30-10 17 17 0 0 1 30 10c0 21-30 40-30 40z"
            fill="#FFFFFF"
          />
          <g className="bubble">
            <rect x="170" y="122" width="120" height="26" rx="13" fill="#FFFFFF" />
            <rect x="182" y="132" width="76" height="6" rx="3" fill="#F25068" />
            <rect x="200" y="154" width="100" height="22" rx="11" fill="#FFC2CA" />
          </g>
        </svg>
        <figcaption aria-hidden="true">
          {scenes.map((scene) => (
            <span key={scene}>{scene}</span>
          ))}
        </figcaption>
      </Player>
      <PlaybackControls playing={playing} onToggle={toggle} />
      <Scenes>
        {scenes.map((scene) => (
          <li key={scene}>{scene}</li>
        ))}
      </Scenes>
      <FictionalProfiles list={ProfileGrid} card={Star} profiles={profiles}>
        {(profile) => (
          <>
            <ProfilePhoto profile={profile} hue={profile.hue ?? 350} />
            <ProfileFacts profile={profile} />
            <FictionalMarker />
          </>
        )}
      </FictionalProfiles>
    </SplitHero>
  );
}
