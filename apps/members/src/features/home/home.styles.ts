'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

/** One page width with the fluid gutter: the frame of every band on the home page. */
const Inner = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.spacing.gutter};
`;

/**
 * The hero, phone first: a warm band (two soft coral glows on blush) with the display title, the lead and the
 * sign-up button in the first screen of a 390 × 844 phone; the art joins from 768 px.
 */
export const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(
      60rem 30rem at 110% -10%,
      ${({ theme }) => theme.colors.primary[200]} 0%,
      transparent 60%
    ),
    radial-gradient(
      40rem 24rem at -20% 110%,
      ${({ theme }) => theme.colors.secondary[100]} 0%,
      transparent 65%
    ),
    ${({ theme }) => theme.colors.primary[50]};
`;

export const HeroInner = styled(Inner)`
  ${stackCss(8)}
  align-items: center;
  padding-block: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[12]}`};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    padding-block: ${({ theme }) => `${theme.spacing[16]} ${theme.spacing[20]}`};
  }
`;

export const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.neutral[900]};
  font-size: ${({ theme }) => theme.typography.fontSize.display};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

export const HeroLead = styled.p`
  max-width: 34rem;
  margin: 0 0 ${({ theme }) => theme.spacing[8]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

/** Full-width buttons stacked under the thumb on phones; side by side from 576 px. */
export const Actions = styled.div`
  ${stackCss(3)}

  ${({ theme }) => theme.media.up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

/** Three photo-card shapes fanned out, with the heart between them: drawn, so nothing to download. */
export const HeroArt = styled.div`
  display: none;

  ${({ theme }) => theme.media.up('md')} {
    position: relative;
    display: block;
    justify-self: center;
    width: min(100%, 22rem);
    aspect-ratio: 1;
  }
`;

export const ArtCard = styled.span`
  position: absolute;
  width: 56%;
  aspect-ratio: 4 / 5;
  border: 6px solid ${({ theme }) => theme.colors.neutral[0]};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-position='left'] {
    left: 0;
    top: 14%;
    transform: rotate(-8deg);
    background: linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.primary[300]},
      ${({ theme }) => theme.colors.primary[600]}
    );
  }
  &[data-position='right'] {
    right: 0;
    top: 8%;
    transform: rotate(7deg);
    background: linear-gradient(
      200deg,
      ${({ theme }) => theme.colors.secondary[200]},
      ${({ theme }) => theme.colors.secondary[500]}
    );
  }
  &[data-position='front'] {
    left: 22%;
    top: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: linear-gradient(
      170deg,
      ${({ theme }) => theme.colors.neutral[0]},
      ${({ theme }) => theme.colors.primary[100]}
    );
  }
`;

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.section} 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[6]};
    font-size: ${({ theme }) => theme.typography.fontSize.h2};
    font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  }
`;

export const SectionInner = Inner;

/** Cards in one column on phones, three (or four) side by side from 768 px. */
export const CardGrid = styled.ol`
  ${stackCss(4)}
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: ${({ theme }) => theme.spacing[6]};
  }
`;

export const Card = styled.li`
  ${stackCss(3)}
  align-content: start;
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.h3};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

/** A step's number or a trust point's icon: a 48 px tile in the brand tint. */
export const CardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[700]};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};

  &[data-tone='solid'] {
    background: ${({ theme }) => theme.colors.primary[600]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
`;

/** The welcome offer: crimson to deep coral (white text ≥ 6:1 on both ends), the button under the thumb on phones. */
export const Offer = styled.div`
  ${stackCss(6)}
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.secondary[600]},
    ${({ theme }) => theme.colors.primary[800]}
  );
  color: ${({ theme }) => theme.colors.text.inverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.h2};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    max-width: 40rem;
  }

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${({ theme }) => theme.spacing[12]};
  }
`;

export const OfferLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `0 ${theme.spacing[6]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[0]};
  color: ${({ theme }) => theme.colors.secondary[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-align: center;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.neutral[0]};
  }
`;

/** The last band ends with room before the footer. */
export const LastSection = styled(Section)`
  padding-bottom: ${({ theme }) => theme.spacing.section};
`;
