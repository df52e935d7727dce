import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalProfiles } from '../shared/fictional-note';
import { PlainList, SectionTitle } from '../shared/split.styles';
import { HeroCopy, SplitHero } from '../shared/split-hero';
import type { TemplateProps } from '../shared/template-props';

const ICONS: Record<'profile' | 'search' | 'like' | 'chat' | 'privacy', ReactNode> = {
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-4 3-6 7-6s7 2 7 6z" />,
  search: (
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
  ),
  like: <path d="M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z" />,
  chat: <path d="M4 4h16v12H8l-4 4zm4 5v2h8V9z" />,
  privacy: (
    <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5zm-1 13-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4z" />
  ),
};
const FEATURES = ['profile', 'search', 'like', 'chat', 'privacy'] as const;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[10]} 0`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.background.surface} 0%,
    ${({ theme }) => theme.colors.primary[50]} 100%
  );
`;

const Features = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0 0 ${({ theme }) => theme.spacing[8]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
  padding: ${({ theme }) => theme.spacing[3]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.primary[200]};
  border-radius: ${({ theme }) => theme.radii.lg};

  svg {
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0.6rem;
    fill: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.secondary[600]};
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;

const Faces = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const Face = styled.article`
  display: grid;
  justify-items: center;
  width: 6.5rem;
  text-align: center;

  > svg {
    width: 4.5rem;
    height: 4.5rem;
    border: 3px solid ${({ theme }) => theme.colors.primary[300]};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  h3 {
    margin: ${({ theme }) => `${theme.spacing[1]} 0 0`};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

/** `iconslanding`: how the site works as five illustrated steps, a row of (fictional, marked) faces, the form. */
export function IconsLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const labels = {
    profile: t('templates.icons.profile'),
    search: t('templates.icons.search'),
    like: t('templates.icons.like'),
    chat: t('templates.icons.chat'),
    privacy: t('templates.icons.privacy'),
  };
  return (
    <SplitHero section={Section} {...props}>
      <HeroCopy title={t('templates.icons.title')} lead={t('templates.icons.subtitle')} />
      <SectionTitle>{t('templates.icons.heading')}</SectionTitle>
      <Features>
        {FEATURES.map((feature) => (
          <Feature key={feature}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {ICONS[feature]}
            </svg>
            {labels[feature]}
          </Feature>
        ))}
      </Features>
      <FictionalProfiles list={Faces} card={Face} profiles={props.campaign.profiles}>
        {(profile) => (
          <>
            <ProfilePhoto profile={profile} hue={profile.hue ?? 350} />
            <h3>{profile.name}</h3>
            <span>{t('gallery.age', { count: profile.age })}</span>
            <FictionalMarker />
          </>
        )}
      </FictionalProfiles>
    </SplitHero>
  );
}
