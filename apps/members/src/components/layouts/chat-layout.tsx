'use client';

import { type ReactNode } from 'react';
import { PeriodicRefresh } from '@/components/periodic-refresh/periodic-refresh';
import { AppBadge } from '@/features/likes/app-badge';
import { PushBridge } from '@/features/push/push-bridge';
import { LayoutFrame } from '../page/layout-frame';
import { MainRegion } from '../page/main-region';
import { EntryWarningSlot } from '../slots/layout-slots';

/**
 * Spec §2 "Chat": bare (the chat screen brings its own top bar); the entry warning where the layout asks for
 * it. The member's refresh, push bridge and app badge run here as on the default layout.
 */
export function ChatLayout({ entryWarning, children }: { entryWarning: boolean; children: ReactNode }) {
  return (
    <LayoutFrame data-layout="chat">
      <MainRegion>{children}</MainRegion>
      <EntryWarningSlot enabled={entryWarning} />
      <PeriodicRefresh />
      <PushBridge />
      <AppBadge />
    </LayoutFrame>
  );
}
