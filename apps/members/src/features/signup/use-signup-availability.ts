'use client';

import { useEffect, useState } from 'react';
import { hasTrafficSource, signupAvailability } from '@dating/core/domain';
import { useSettings } from '@/providers/settings-context';
import { readTracking } from '@/lib/tracking-storage';

/**
 * Whether this visitor may sign up (spec §4): always with signups 'all'; with 'with_trafficsource' only with a
 * stored tracking record or a `network` query. Null until known in the browser (storage is client-only).
 */
export function useSignupAvailability(): boolean | null {
  const { signups } = useSettings();
  const [allowed, setAllowed] = useState<boolean | null>(signups === 'all' ? true : null);
  useEffect(() => {
    const trafficSource = hasTrafficSource({
      storedNetwork: readTracking()?.network,
      search: window.location.search,
    });
    setAllowed(signupAvailability({ signups, trafficSource }).allowed);
  }, [signups]);
  return allowed;
}
