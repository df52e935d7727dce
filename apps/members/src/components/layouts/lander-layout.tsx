'use client';

import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Disclaimer } from '../disclaimer/disclaimer';
import { SiteFooter } from '../footer/site-footer';
import { Logo } from '../logo/logo';
import { LayoutFrame } from '../page/layout-frame';
import { MainRegion } from '../page/main-region';
import { SkipLink } from '../skip-link/skip-link';

const LogoBar = styled.header`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export function LanderLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame data-layout="lander">
      <SkipLink />
      <LogoBar>
        <Logo />
      </LogoBar>
      <MainRegion>{children}</MainRegion>
      <SiteFooter />
      <Disclaimer />
    </LayoutFrame>
  );
}
