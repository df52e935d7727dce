import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../layout/lander-layout.styles';
import { ProfilePhoto } from '../shared/profile-photo';
import { FictionalMarker, FictionalProfiles } from '../shared/fictional-note';
import { SignupPanel } from '../shared/signup-panel';
import { ProfileFacts } from '../shared/profile-facts';
import { Lead, ProfileGrid, profileFactsCss, SectionTitle, Split, Title } from '../shared/split.styles';
import type { TemplateProps } from '../shared/template-props';

const Night = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.spacing[10]} 0`};
  color: ${({ theme }) => theme.colors.text.inverse};
  background:
    radial-gradient(circle at 85% 8%, rgba(255, 224, 227, 0.25) 0, transparent 18rem),
    linear-gradient(180deg, #140f2b 0%, #2a1740 60%, ${({ theme }) => theme.colors.secondary[900]} 100%);

  a:not([data-variant]) {
    color: inherit;
  }
`;

const Moon = styled.svg`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  right: ${({ theme }) => theme.spacing[2]};
  width: 3.5rem;
  height: 3.5rem;
  opacity: 0.45;
`;

const Copy = styled.div`
  position: relative;
  max-width: 36rem;
`;

const Owl = styled.article`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
  padding: ${({ theme }) => theme.spacing[2]};
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.lg};

  > svg {
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.round};
  }

  ${profileFactsCss}
`;

const Marker = styled(FictionalMarker)`
  grid-column: 1 / -1;
`;

/** `alonetonight`: a night-sky page for the late visitor: the promise, the (fictional) night owls, the form. */
export function AloneTonightLander(props: TemplateProps) {
  const { t } = useTranslation('landers');
  return (
    <Night aria-labelledby="hero-title">
      <Moon viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M40 6a26 26 0 1 0 18 42A22 22 0 0 1 40 6z" fill="#FFE0E3" />
      </Moon>
      <Container>
        <Split>
          <Copy>
            <Title id="hero-title">{t('templates.alonetonight.title')}</Title>
            <Lead>{t('templates.alonetonight.subtitle')}</Lead>
            <SectionTitle>{t('templates.alonetonight.heading')}</SectionTitle>
            <FictionalProfiles list={ProfileGrid} card={Owl} profiles={props.campaign.profiles}>
              {(profile) => (
                <>
                  <ProfilePhoto profile={profile} hue={profile.hue ?? 260} />
                  <div>
                    <ProfileFacts profile={profile} />
                  </div>
                  <Marker />
                </>
              )}
            </FictionalProfiles>
          </Copy>
          <SignupPanel {...props} />
        </Split>
      </Container>
    </Night>
  );
}
