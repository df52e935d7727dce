import { captureTracking, type TrackingRecord } from '@dating/core/domain';

export const TRACKING_STORAGE_KEY = 'members-tracking';

/** The stored tracking record (spec §4), or null. */
export function readTracking(): TrackingRecord | null {
  try {
    const raw = window.localStorage.getItem(TRACKING_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TrackingRecord>;
    return typeof parsed.network === 'string' && parsed.network !== '' ? (parsed as TrackingRecord) : null;
  } catch {
    return null; // storage blocked or corrupt: no traffic source
  }
}

/**
 * Spec §4 at the start of every page load: reads the tracking query, stores the record when `network` is
 * present, and replaces the history entry with the URL without tracking parameters.
 */
export function captureTrackingFromLocation(win: Window = window): TrackingRecord | null {
  const { record, cleanedUrl, stripped } = captureTracking(win.location.href);
  if (record) {
    try {
      win.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // storage blocked: the record still goes with this page's sign-up through the return value
    }
  }
  if (stripped) win.history.replaceState(win.history.state, '', cleanedUrl);
  return record;
}
