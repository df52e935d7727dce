'use client';

import { useEffect } from 'react';
import { captureTrackingFromLocation } from '@/lib/tracking-storage';

/** Runs the tracking capture once per page load (rendered by the root layout). */
export function TrackingCapture() {
  useEffect(() => {
    captureTrackingFromLocation();
  }, []);
  return null;
}
