'use client';

import { type ReactNode } from 'react';
import { LayoutFrame } from '../page/layout-frame';
import { MainRegion } from '../page/main-region';
import { EntryWarningSlot } from '../slots/layout-slots';

export function ChatLayout({ entryWarning, children }: { entryWarning: boolean; children: ReactNode }) {
  return (
    <LayoutFrame data-layout="chat">
      <MainRegion>{children}</MainRegion>
      <EntryWarningSlot enabled={entryWarning} />
    </LayoutFrame>
  );
}
