'use client';

import { useEffect, useState } from 'react';
import { TIME_BONUS_TICK_MS, timeBonusState, type TimeBonusState } from '@dating/core/domain';
import { useUser } from '@/hooks/use-user';

/**
 * The member's time bonus, recomputed every second while it runs (a real countdown: it ends at zero and
 * never restarts, because it is derived from the sign-up time, not from a timer of its own). A visitor, a
 * paid member or a sign-up older than 4 hours gets the hidden state, and the ticking stops.
 */
export function useTimeBonus(): TimeBonusState {
  const { data: user } = useUser();
  const [now, setNow] = useState<number | null>(null);
  const state = timeBonusState(user, new Date(now ?? Date.now()));
  const running = state.visible;
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TIME_BONUS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  // Before the first effect the server and the first client render agree on "hidden".
  return now === null ? timeBonusState(null, new Date(0)) : state;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `3:59:07` and its ISO 8601 duration for `<time dateTime>`. */
export function countdownParts(state: Pick<TimeBonusState, 'hours' | 'minutes' | 'seconds'>) {
  return {
    text: `${state.hours}:${two(state.minutes)}:${two(state.seconds)}`,
    iso: `PT${state.hours}H${state.minutes}M${state.seconds}S`,
  };
}
