import { beforeEach, describe, expect, it } from 'vitest';
import { takeVisitTracking, VISIT_TRACKING_KEY } from './visit-tracking';

describe('takeVisitTracking', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/landers/tinderswipe/eng');
  });

  it('keeps the tracking parameters, strips them from the address and leaves the rest', () => {
    window.history.replaceState(null, '', '/landers/tinderswipe/eng?network=adnet&ref=7&sub1={x}&lb=1#top');
    expect(takeVisitTracking()).toBe('?network=adnet&ref=7&sub1=%7Bx%7D');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/landers/tinderswipe/eng?lb=1#top',
    );
    expect(window.sessionStorage.getItem(VISIT_TRACKING_KEY)).toBe('?network=adnet&ref=7&sub1=%7Bx%7D');
  });

  it('reuses the tab’s tracking after a reload without parameters', () => {
    window.history.replaceState(null, '', '/landers/video?network=n1');
    takeVisitTracking();
    window.history.replaceState(null, '', '/landers/video');
    expect(takeVisitTracking()).toBe('?network=n1');
  });

  it('is empty for a visit without tracking', () => {
    expect(takeVisitTracking()).toBe('');
    expect(window.location.search).toBe('');
  });
});
