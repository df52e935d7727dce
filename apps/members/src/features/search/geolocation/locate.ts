import { GEOLOCATION_MAX_AGE_MS } from '@dating/core/domain';
import { type GeoPermission } from './geolocation-store';

/** How long the browser may take for a position before we give up. */
export const POSITION_TIMEOUT_MS = 20_000;

/** Decimals of the coordinates sent to geocode.php: 3 ≈ 110 m, finer than the regions' ~500 m data. */
export const SENT_DECIMALS = 3;

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable';

/** The permission as far as the browser tells it without prompting (Permissions API), never asking. */
export async function readPermission(nav: Navigator | undefined): Promise<GeoPermission> {
  if (!nav?.geolocation) return 'unsupported';
  if (!nav.permissions?.query) return 'unknown';
  try {
    const status = await nav.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}

/**
 * Asks the browser for its position (call it only from a user gesture: it may show the permission prompt).
 * A position up to GEOLOCATION_MAX_AGE_MS old (spec §7: one hour) is fine; low accuracy is enough.
 */
export function currentPosition(
  nav: Navigator | undefined,
): Promise<{ ok: true; lat: number; lon: number } | { ok: false; reason: LocateFailure }> {
  const geo = nav?.geolocation;
  if (!geo) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (position) => {
        const round = (n: number) => Number(n.toFixed(SENT_DECIMALS));
        resolve({ ok: true, lat: round(position.coords.latitude), lon: round(position.coords.longitude) });
      },
      (error) => resolve({ ok: false, reason: error.code === 1 ? 'denied' : 'unavailable' }),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS, enableHighAccuracy: false },
    );
  });
}
