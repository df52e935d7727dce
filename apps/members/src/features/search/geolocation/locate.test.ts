import { describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_MAX_AGE_MS } from '@dating/core/domain';
import { currentPosition, readPermission } from './locate';

const nav = (value: Partial<Navigator>) => value as Navigator;

describe('readPermission', () => {
  it('is unsupported without navigator.geolocation, unknown without the Permissions API', async () => {
    expect(await readPermission(undefined)).toBe('unsupported');
    expect(await readPermission(nav({}))).toBe('unsupported');
    expect(await readPermission(nav({ geolocation: {} as Geolocation }))).toBe('unknown');
  });

  it('reports granted, denied or prompt as the browser tells it, and unknown when the query fails', async () => {
    for (const state of ['granted', 'denied', 'prompt'] as const) {
      const query = vi.fn().mockResolvedValue({ state });
      expect(
        await readPermission(nav({ geolocation: {} as Geolocation, permissions: { query } as never })),
      ).toBe(state);
      expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    }
    const failing = vi.fn().mockRejectedValue(new TypeError('not supported'));
    expect(
      await readPermission(nav({ geolocation: {} as Geolocation, permissions: { query: failing } as never })),
    ).toBe('unknown');
  });
});

describe('currentPosition', () => {
  it('asks once with maximumAge of an hour and rounds to three decimals', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
        ok({ coords: { latitude: 52.3676123, longitude: -4.9041987 } } as GeolocationPosition),
    );
    const result = await currentPosition(nav({ geolocation: { getCurrentPosition } as never }));
    expect(result).toEqual({ ok: true, lat: 52.368, lon: -4.904 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      enableHighAccuracy: false,
    });
  });

  it('maps PERMISSION_DENIED to denied and the other errors to unavailable', async () => {
    const failing = (code: number) =>
      nav({
        geolocation: {
          getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
            fail?.({ code, message: '' } as GeolocationPositionError),
        } as never,
      });
    expect(await currentPosition(failing(1))).toEqual({ ok: false, reason: 'denied' });
    expect(await currentPosition(failing(2))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await currentPosition(failing(3))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await currentPosition(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
