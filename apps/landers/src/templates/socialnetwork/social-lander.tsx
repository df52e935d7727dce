import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../layout/lander-layout.styles';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalProfiles } from '../shared/fictional-note';
import { SignupPanel } from '../shared/signup-panel';
import { ProfileFacts } from '../shared/profile-facts';
import { Lead, PlainList, SectionTitle, Split, Title } from '../shared/split.styles';
import type { TemplateProps } from '../shared/template-props';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
  background: ${({ theme }) => theme.colors.neutral[100]};
`;

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => theme.spacing[6]};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.info.solid} 0%,
    ${({ theme }) => theme.colors.secondary[600]} 100%
  );
  border-radius: ${({ theme }) => theme.radii.xl};

  p {
    margin: 0;
  }
`;

const Feed = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const Post = styled.article`
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};

  header {
    display: grid;
    grid-template-columns: 2.75rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[3]};
    align-items: center;
    margin-bottom: ${({ theme }) => theme.spacing[3]};
  }

  header > svg {
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.round};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  header p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.muted};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
  }
`;

/** `socialnetwork`: a social feed look, posts by the (fictional, marked) profiles, sign-up beside the feed. */
export function SocialLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  const posts = [t('templates.social.post1'), t('templates.social.post2'), t('templates.social.post3')];
  const { profiles } = props.campaign;
  return (
    <Section aria-labelledby="hero-title">
      <Container>
        <Banner>
          <Title id="hero-title">{t('templates.social.title')}</Title>
          <Lead as="p">{t('templates.social.subtitle')}</Lead>
        </Banner>
        <Split>
          <div>
            <SectionTitle>{t('templates.social.heading')}</SectionTitle>
            <FictionalProfiles list={Feed} card={Post} profiles={profiles}>
              {(profile, index) => (
                <>
                  <header>
                    <ProfilePhoto profile={profile} hue={profile.hue ?? 350} />
                    <div>
                      <ProfileFacts profile={profile} />
                    </div>
                  </header>
                  <p>{posts[index % posts.length]}</p>
                  <FictionalMarker />
                </>
              )}
            </FictionalProfiles>
          </div>
          <SignupPanel {...props} />
        </Split>
      </Container>
    </Section>
  );
}
