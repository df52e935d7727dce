'use client';

import { type ReactNode } from 'react';
import { BottomNav } from '../bottom-nav/bottom-nav';
import { Disclaimer } from '../disclaimer/disclaimer';
import { SiteFooter } from '../footer/site-footer';
import { LayoutFrame } from '../page/layout-frame';
import { MainRegion } from '../page/main-region';
import { SkipLink } from '../skip-link/skip-link';
import {
  AlertBannerSlot,
  EntryWarningSlot,
  LikeModalSlot,
  SignupModalSlot,
  TimeBonusModalSlot,
} from '../slots/layout-slots';
import { TopBar } from '../top-bar/top-bar';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame data-layout="default">
      <SkipLink />
      <TopBar />
      <AlertBannerSlot />
      <MainRegion>{children}</MainRegion>
      <SiteFooter />
      <Disclaimer />
      <BottomNav />
      <EntryWarningSlot />
      <SignupModalSlot />
      <TimeBonusModalSlot />
      <LikeModalSlot />
    </LayoutFrame>
  );
}
