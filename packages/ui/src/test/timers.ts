import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Fake timers in every test of the surrounding `describe`, real ones again after each. */
export function fakeTimersPerTest() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets `ms` of fake time pass, inside `act`. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
