import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalNote } from '../shared/fictional-note';
import { HeroCopy, SplitHero } from '../shared/split-hero';
import type { TemplateProps } from '../shared/template-props';

/** Tiles of the collage: the campaign's profiles repeated to fill a 3 × 3 mosaic (the middle tile is wide). */
const TILES = 8;
const TILTS = [-4, 3, -2, 5, -3, 2, -5, 4, -1];
/** The wide middle tile: the largest photo of the first screen. */
const WIDE_TILE = 4;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
  background: ${({ theme }) => theme.colors.primary[50]};
`;

const Mosaic = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => theme.spacing[2]};
  list-style: none;
`;

const Tile = styled.li`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.background.surface};
  border: 4px solid ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 6px 14px rgba(31, 23, 32, 0.18);
  transform: rotate(var(--tilt));

  > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  &[data-wide] {
    grid-column: span 2;
    aspect-ratio: auto;
  }
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
  color: ${({ theme }) => theme.colors.text.default};
  background: rgba(255, 255, 255, 0.92);

  strong {
    display: block;
    overflow: hidden;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** `collagelanding`: a tilted photo-wall collage of the (fictional, marked) profiles above the sign-up. */
export function CollageLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const { profiles } = props.campaign;
  const tiles = Array.from({ length: TILES }, (_, i) => profiles[i % profiles.length]!);
  return (
    <SplitHero section={Section} {...props}>
      <HeroCopy title={t('templates.collage.title')} lead={t('templates.collage.subtitle')} />
      <FictionalNote />
      <Mosaic aria-label={t('templates.collage.label')} aria-describedby="fictional-disclosure">
        {tiles.map((profile, index) => (
          <Tile
            key={index}
            data-fictional=""
            data-wide={index === WIDE_TILE ? '' : undefined}
            style={{ '--tilt': `${TILTS[index]}deg` } as CSSProperties}
          >
            <ProfilePhoto
              profile={profile}
              hue={((profile.hue ?? 350) + index * 37) % 360}
              priority={index === WIDE_TILE}
            />
            <Caption>
              <strong>
                {profile.name}, {profile.age}
              </strong>
              <FictionalMarker />
            </Caption>
          </Tile>
        ))}
      </Mosaic>
    </SplitHero>
  );
}
