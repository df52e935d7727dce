'use client';

import styled from 'styled-components';
import { centerRowCss, stackCss, wrapRowCss } from '@dating/ui/css';

export const Hero = styled.section`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary[50]} 0%,
    ${({ theme }) => theme.colors.secondary[100]} 100%
  );
`;

export const HeroInner = styled.div`
  ${stackCss(6)}
  align-items: center;
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[12]} ${theme.spacing[4]}`};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: 3fr 2fr;
    padding: ${({ theme }) => `${theme.spacing[16]} ${theme.spacing[6]}`};
  }
`;

export const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: clamp(2rem, 5vw, 3.25rem);
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.neutral[900]};
`;

export const HeroLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Actions = styled.div`
  ${wrapRowCss(3)}
`;

export const HeroArt = styled.div`
  display: none;
  justify-self: center;

  ${({ theme }) => theme.media.up('lg')} {
    display: block;
  }
`;

export const Section = styled.section`
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[12]} ${theme.spacing[4]} 0`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[6]};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
`;

export const CardGrid = styled.ol`
  ${stackCss(4)}
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

export const Card = styled.li`
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  h3 {
    ${centerRowCss(2)}
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[600]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const Offer = styled.div`
  ${stackCss(4)}
  padding: ${({ theme }) => theme.spacing[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.secondary[600]};
  color: ${({ theme }) => theme.colors.text.inverse};

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }

  p {
    margin: 0;
    max-width: 40rem;
  }

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
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
  text-decoration: none;
`;
