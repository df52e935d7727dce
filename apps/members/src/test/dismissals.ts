import { expect } from 'vitest';
import { useUiStore } from '@/stores/ui-store';

/** The dismissal `key` is stored with a time between `since` and now, and persisted in the UI store's local storage. */
export function expectDismissedSince(key: string, since: number): void {
  const stored = useUiStore.getState().dismissals[key];
  expect(stored).toBeGreaterThanOrEqual(since);
  expect(stored).toBeLessThanOrEqual(Date.now());
  expect(localStorage.getItem('members-ui')).toContain(key);
}
