import { create } from 'zustand';
import { type TGeocodeResult } from '@dating/core/contracts';

/** Spec §3 "Geolocation: permission": what the browser allows, as far as it can be known without asking. */
export const GEO_PERMISSIONS = ['unsupported', 'unknown', 'granted', 'denied', 'prompt'] as const;
export type GeoPermission = (typeof GEO_PERMISSIONS)[number];

export interface GeolocationState {
  permission: GeoPermission;
  /**
   * Spec §3 "geocode result (or false on failure)": the served country and region of the last position, or
   * false (sea, unserved country, failed lookup); null before the member asked. Never the coordinates.
   */
  result: TGeocodeResult | false | null;
  setPermission: (permission: GeoPermission) => void;
  setResult: (result: TGeocodeResult | false) => void;
}

/** In memory only: nothing about a member's position is kept beyond the tab. */
export const useGeolocationStore = create<GeolocationState>()((set) => ({
  permission: 'unknown',
  result: null,
  setPermission: (permission) => set({ permission }),
  setResult: (result) => set({ result }),
}));
