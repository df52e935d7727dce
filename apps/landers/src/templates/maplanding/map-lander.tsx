import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FictionalMarker, FictionalProfiles } from '../shared/fictional-note';
import { PlainList, SectionTitle } from '../shared/split.styles';
import { HeroCopy, SplitHero } from '../shared/split-hero';
import type { TemplateProps } from '../shared/template-props';
import {
  countByRegion,
  dotRadius,
  MAP_HEIGHT,
  MAP_WIDTH,
  NL_OUTLINE,
  NL_REGIONS,
  project,
} from './nl-regions';

const OUTLINE = NL_OUTLINE.map(([lon, lat]) => {
  const { x, y } = project(lon, lat);
  return `${x},${y}`;
}).join(' ');

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[10]} 0`};
  background: linear-gradient(170deg, #eaf2fd 0%, ${({ theme }) => theme.colors.background.surface} 70%);
`;

const MapFigure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};

  svg {
    display: block;
    width: min(100%, 22rem);
    height: auto;
    margin: 0 auto;
  }

  figcaption {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const Regions = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[4]}`};
  margin-bottom: ${({ theme }) => theme.spacing[6]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const People = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Person = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  background: ${({ theme }) => theme.colors.background.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.secondary[600]};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

/**
 * `maplanding`: where the campaign's featured (fictional, marked) profiles live, as dots per province on a
 * drawn map of the Netherlands (no tiles, no one's position), with the same counts as a list, and the form.
 */
export function MapLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const { profiles } = props.campaign;
  const counts = countByRegion(profiles.map((p) => p.city));
  return (
    <SplitHero section={Section} {...props}>
      <HeroCopy title={t('templates.map.title')} lead={t('templates.map.subtitle')} />
      <SectionTitle>{t('templates.map.heading')}</SectionTitle>
      <MapFigure>
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          role="img"
          aria-label={t('templates.map.label')}
          data-testid="region-map"
        >
          <polygon points={OUTLINE} fill="#FFE0E3" stroke="#B3213D" strokeWidth="2" strokeLinejoin="round" />
          {NL_REGIONS.map((region) => {
            const { x, y } = project(region.lon, region.lat);
            const count = counts.get(region.id) ?? 0;
            return (
              <circle
                key={region.id}
                data-region={region.id}
                cx={x}
                cy={y}
                r={dotRadius(count)}
                fill={count > 0 ? 'rgba(188, 16, 52, 0.8)' : '#FFFFFF'}
                stroke="#9C0D2C"
                strokeWidth="1.5"
              />
            );
          })}
        </svg>
        <figcaption>{t('templates.map.legend')}</figcaption>
      </MapFigure>
      <Regions>
        {NL_REGIONS.map((region) => (
          <li key={region.id}>
            {t('templates.map.region', { region: region.name, count: counts.get(region.id) ?? 0 })}
          </li>
        ))}
      </Regions>
      <FictionalProfiles list={People} card={Person} profiles={profiles}>
        {(profile) => (
          <>
            <h3>{profile.name}</h3>
            <span>
              {t('gallery.age', { count: profile.age })} · {profile.city}
            </span>
            <FictionalMarker />
          </>
        )}
      </FictionalProfiles>
    </SplitHero>
  );
}
