'use client';

import { type ReactNode } from 'react';
import { LayoutFrame } from '../page/layout-frame';
import { MainRegion } from '../page/main-region';
import { SignupModalSlot } from '../slots/layout-slots';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame data-layout="empty">
      <MainRegion>{children}</MainRegion>
      <SignupModalSlot />
    </LayoutFrame>
  );
}
