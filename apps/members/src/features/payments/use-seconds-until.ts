'use client';

import { useEffect, useState } from 'react';

/** Whole seconds until an ISO time, ticking each second and stopping at zero (a real countdown). */
export function useSecondsUntil(iso: string | null | undefined): number {
  const end = iso ? Date.parse(iso) : NaN;
  const left = () => (Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (Number.isNaN(end)) return undefined;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `end`
  }, [end]);
  return seconds;
}
