'use client';

/**
 * Styled building blocks. They live in a client module because styled-components needs React context;
 * server components render them with plain props and children, and the registry puts their CSS into
 * the server-rendered HTML.
 */
import styled from 'styled-components';
import { SiteFrame } from '@dating/ui/site-frame';

export const Shell = SiteFrame;

export const HeaderBar = SiteFrame.Header;

export const Container = styled(SiteFrame.Container).attrs({ $maxWidth: 'lg' as const })``;

export const HeaderInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  min-height: 4rem;

  & > a:first-child {
    min-width: 0;
    overflow: hidden;
  }
`;

/** The header's way back to the site: a pill link in reach, as on the member site's top bar. */
export const BackLink = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `0 ${theme.spacing[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.primary[600]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primary[50]};
  }
`;

export const HomeLink = SiteFrame.HomeLink;

export const Main = styled(SiteFrame.Main)`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
`;

export const Article = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[6]};
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.spacing[10]};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing[6]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const ContactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  dd {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const FaqList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
`;

export const FaqItem = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing[3]};
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${({ theme }) => theme.motion.duration.fast} ease;
  }

  &[open] summary::after {
    transform: rotate(-135deg);
  }

  summary:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus.ring}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  p {
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.spacing[4]} ${theme.spacing[4]}`};
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

export const FooterBar = styled(SiteFrame.Footer)`
  p {
    margin: ${({ theme }) => `${theme.spacing[1]} 0`};
  }
`;

export const FooterLinks = SiteFrame.FooterLinks;

export const ErrorBox = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[8]};
  text-align: center;
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[6]};
  }
`;

export const ErrorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;
