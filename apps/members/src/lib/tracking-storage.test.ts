import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_STORAGE_KEY, captureTrackingFromLocation, readTracking } from './tracking-storage';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('tracking capture (spec §4)', () => {
  it('stores the record and strips the tracking query, keeping other parameters', () => {
    window.history.replaceState(null, '', '/signup?network={aff}&ref=r1&sub=s&cpc=2&lb=1#top');
    const record = captureTrackingFromLocation();
    expect(record).toEqual({ network: 'aff', ref: 'r1', sub1: 's', sub2: null, sub3: null });
    expect(readTracking()).toEqual(record);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/signup?lb=1#top',
    );
  });

  it('strips but does not store tracking without a network', () => {
    window.history.replaceState(null, '', '/?ref=r1&sub1=x');
    expect(captureTrackingFromLocation()).toBeNull();
    expect(window.localStorage.getItem(TRACKING_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('leaves a URL without tracking alone and keeps an earlier record', () => {
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'n1' }));
    window.history.replaceState(null, '', '/members?page=2');
    captureTrackingFromLocation();
    expect(window.location.search).toBe('?page=2');
    expect(readTracking()).toEqual({ network: 'n1' });
  });
});
