import styled from 'styled-components';
import { centerRowCss, stackCss } from '@dating/ui/css';

/** Phone first (390 px): one column; from 768 px the signup design puts the profile beside the form. */
export const LandingRoot = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[4]} ${({ theme }) => theme.spacing[3]};
  ${stackCss(4)}

  &[data-variant='signup'] {
    @media (min-width: 768px) {
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      align-items: start;
    }
  }
`;

export const Hero = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background.surface};
  aspect-ratio: 4 / 5;
  max-height: 70vh;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Name and place over the photo's lower edge, on a dark gradient so the text keeps its contrast. */
export const HeroCaption = styled.figcaption`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.spacing[4]} ${({ theme }) => theme.spacing[3]}
    ${({ theme }) => theme.spacing[3]};
  background: linear-gradient(to top, rgb(0 0 0 / 0.85), rgb(0 0 0 / 0));
  color: #fff;
  ${stackCss(1)}
`;

export const Name = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
`;

export const Place = styled.p`
  margin: 0;
`;

export const Body = styled.div`
  ${stackCss(3)}
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: 0.875rem;
`;

/** landing2: the story's three steps, numbered. */
export const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  ${stackCss(2)}
`;

/** landing3: the chat teaser, opening lines as speech bubbles. */
export const Bubbles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${stackCss(2)}

  li {
    justify-self: end;
    max-width: 85%;
    padding: ${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[3]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background.surface};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;

export const Small = styled.div`
  ${centerRowCss(3)}

  img {
    width: 72px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
