import styled from 'styled-components';
import { SiteFrame } from '@dating/ui/site-frame';

export const Page = SiteFrame;

export const Container = SiteFrame.Container;

export const LogoBar = styled(SiteFrame.Header)`
  ${Container} {
    display: flex;
    align-items: center;
    min-height: 4rem;
  }
`;

export const HomeLink = SiteFrame.HomeLink;

export const Main = SiteFrame.Main;

export const Footer = styled(SiteFrame.Footer)`
  p {
    margin: 0;
    max-width: 60rem;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

export const FooterLinks = SiteFrame.FooterLinks;
