'use client';

import { useEffect, useRef, useState } from 'react';
import { msUntil } from './swipe-rules';

/**
 * The time left until `at` (ISO, from the server), updated every second; `onElapsed` runs once when it reaches
 * zero. Null `at`: no timer.
 */
export function useCountdown(at: string | null, onElapsed?: () => void): number {
  const [left, setLeft] = useState(() => msUntil(at, Date.now()));
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    if (!at) {
      setLeft(0);
      return;
    }
    let done = false;
    const tick = () => {
      const next = msUntil(at, Date.now());
      setLeft(next);
      if (next === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        elapsed.current?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [at]);

  return left;
}
