import { create } from 'zustand';
import { type TPushMessage, type TPushSubscriptionInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import {
  PUSH_SW_URL,
  applicationServerKey,
  isPermissionDenied,
  isPushCapable,
  sameKey,
  toSubscriptionInput,
} from '@/lib/push-browser';

/** Spec §3: null while unknown, false when not subscribed, the subscription, or 'denied' by the browser. */
export type PushSubscribed = null | false | TPushSubscriptionInput | 'denied';

/** What `subscribe()` ended with; `failed` covers a network or API error (the state stays as it was). */
export type SubscribeOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

export interface PushState {
  isCapable: boolean;
  isSubscribed: PushSubscribed;
  /** The last pushed message an open window was told about (NEW_PUSH_MESSAGE). */
  lastMessage: Partial<TPushMessage> | null;
  /** The member the browser's subscription was last sent to the API for (re-sent once per member). */
  syncedFor: string | null;
  /** Reads capability, permission and the browser's subscription; re-sends it once per logged-in member. */
  init: (publicKey: string, memberId: string | null) => Promise<void>;
  /** Registers the worker, subscribes with the site's key and stores the subscription (spec §4 push). */
  subscribe: (publicKey: string) => Promise<SubscribeOutcome>;
  /** Forgets this browser's subscription in the API and in the browser (logout, or push turned off). */
  unsubscribe: () => Promise<void>;
  setLastMessage: (message: Partial<TPushMessage> | null) => void;
}

const INITIAL = { isCapable: false, isSubscribed: null, lastMessage: null, syncedFor: null } as const;

/** Read afresh each time: the prompt changes it while a call is under way. */
const permission = (): NotificationPermission => Notification.permission;

async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** The push state of this browser (spec §3), shared by the sign-up step, the alert and the refresh. */
export const usePushStore = create<PushState>()((set, get) => ({
  ...INITIAL,

  init: async (publicKey, memberId) => {
    if (!isPushCapable()) {
      set({ isCapable: false, isSubscribed: false });
      return;
    }
    set({ isCapable: true });
    if (permission() === 'denied') {
      set({ isSubscribed: 'denied' });
      return;
    }
    try {
      const registration = await currentRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription || !publicKey || !sameKey(subscription, applicationServerKey(publicKey))) {
        set({ isSubscribed: false });
        return;
      }
      const input = toSubscriptionInput(subscription);
      set({ isSubscribed: input });
      // The same browser may have been used by another member: the API moves the endpoint to this one.
      if (memberId && get().syncedFor !== memberId) {
        set({ syncedFor: memberId });
        await getBrowserApi().user.subscribePush(input);
      }
    } catch {
      if (get().isSubscribed === null) set({ isSubscribed: false });
    }
  },

  subscribe: async (publicKey) => {
    if (!isPushCapable() || !publicKey) {
      set({ isCapable: isPushCapable() });
      return 'unsupported';
    }
    set({ isCapable: true });
    if (permission() === 'denied') {
      set({ isSubscribed: 'denied' });
      return 'denied';
    }
    try {
      await navigator.serviceWorker.register(PUSH_SW_URL, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const key = applicationServerKey(publicKey);
      const existing = await registration.pushManager.getSubscription();
      if (existing && !sameKey(existing, key)) await existing.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const input = toSubscriptionInput(subscription);
      try {
        await getBrowserApi().user.subscribePush(input);
      } catch {
        await subscription.unsubscribe().catch(() => false);
        set({ isSubscribed: false });
        return 'failed';
      }
      set({ isSubscribed: input });
      return 'subscribed';
    } catch (error) {
      if (isPermissionDenied(error) || permission() === 'denied') {
        set({ isSubscribed: 'denied' });
        return 'denied';
      }
      return 'failed';
    }
  },

  unsubscribe: async () => {
    if (!isPushCapable()) return;
    const registration = await currentRegistration().catch(() => undefined);
    const subscription = await registration?.pushManager.getSubscription().catch(() => null);
    if (subscription) {
      await getBrowserApi()
        .user.unsubscribePush({ endpoint: subscription.endpoint })
        .catch(() => undefined);
      await subscription.unsubscribe().catch(() => false);
    }
    set((state) => ({ isSubscribed: state.isSubscribed === 'denied' ? 'denied' : false, syncedFor: null }));
  },

  setLastMessage: (message) => set({ lastMessage: message }),
}));

/** Whether pushed messages keep this member's data current (the refresh then waits 300 s, spec §4). */
export const selectPushActive = (state: Pick<PushState, 'isSubscribed'>): boolean =>
  state.isSubscribed !== null && state.isSubscribed !== false && state.isSubscribed !== 'denied';

/** Resets the store (tests). */
export function resetPushStore(): void {
  usePushStore.setState({ ...INITIAL });
}
