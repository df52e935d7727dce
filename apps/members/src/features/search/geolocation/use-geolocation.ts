'use client';

import { useCallback, useEffect, useState } from 'react';
import { type TGeocodeResult } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useGeolocationStore, type GeoPermission } from './geolocation-store';
import { currentPosition, readPermission } from './locate';

export type LocateOutcome =
  | { kind: 'found'; place: TGeocodeResult }
  /** The position is in the sea or in a country the site does not serve, or the lookup failed. */
  | { kind: 'notFound' }
  | { kind: 'denied' }
  | { kind: 'unsupported' }
  | { kind: 'unavailable' };

const browserNavigator = (): Navigator | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator;

/**
 * The browser's position turned into a served country and region (spec §3 geolocation state). Reading the
 * permission never prompts; `locate()` does, so call it only from a click. The coordinates go to
 * GET /api/geocode.php and are dropped; only the answer (or false) is kept, in memory.
 */
export function useGeolocation() {
  const permission = useGeolocationStore((s) => s.permission);
  const result = useGeolocationStore((s) => s.result);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    const nav = browserNavigator();
    const { setPermission } = useGeolocationStore.getState();
    let active = true;
    let status: PermissionStatus | null = null;
    const onChange = () => {
      if (status) setPermission(status.state);
    };
    void readPermission(nav).then((p) => {
      if (active) setPermission(p);
    });
    nav?.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        if (!active) return;
        status = s;
        s.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      status?.removeEventListener('change', onChange);
    };
  }, []);

  const locate = useCallback(async (): Promise<LocateOutcome> => {
    const { setPermission, setResult } = useGeolocationStore.getState();
    setLocating(true);
    try {
      const position = await currentPosition(browserNavigator());
      if (!position.ok) {
        if (position.reason === 'denied' || position.reason === 'unsupported') {
          setPermission(position.reason satisfies GeoPermission);
        }
        return { kind: position.reason };
      }
      setPermission('granted');
      let answer: TGeocodeResult | false;
      try {
        answer = await getBrowserApi().geocode.reverse({ lat: position.lat, lon: position.lon });
      } catch {
        answer = false; // spec §8: a reverse geocode failure is stored as false
      }
      setResult(answer);
      return answer ? { kind: 'found', place: answer } : { kind: 'notFound' };
    } finally {
      setLocating(false);
    }
  }, []);

  return { permission, result, locating, locate };
}
