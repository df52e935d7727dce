'use client';

import dynamic from 'next/dynamic';
import { useUser } from '@/hooks/use-user';

/** The live channel's code (socket client, event handlers, their schemas) arrives only for a logged-in member. */
const LiveChannel = dynamic(() => import('@/features/chat/live/live-channel').then((m) => m.LiveChannel), {
  ssr: false,
});

/**
 * The root layout's live channel (ADR 0033): a visitor's page never downloads it; a member's tab loads it right
 * after hydration (it renders nothing, so nothing waits for it), also after logging in without a reload.
 */
export function MemberLiveChannel() {
  const { data: user } = useUser();
  return user ? <LiveChannel /> : null;
}
