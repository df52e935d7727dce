'use client';

import { useSyncExternalStore } from 'react';
import { useUiStore } from '@/stores/ui-store';

const subscribeHydration = (onChange: () => void) => useUiStore.persist.onFinishHydration(onChange);
const isHydrated = () => useUiStore.persist.hasHydrated();

/** True once the persisted UI store (dismissals) has loaded in the browser; false on the server. */
export function useUiStoreHydrated(): boolean {
  return useSyncExternalStore(subscribeHydration, isHydrated, () => false);
}
