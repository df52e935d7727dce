import { describe, expect, it } from 'vitest';
import { dragRotation, formatCountdown, msUntil, swipeDecision } from './swipe-rules';

describe('msUntil', () => {
  const now = Date.parse('2026-01-10T10:00:00Z');
  it('counts the time left until the server time given', () => {
    expect(msUntil('2026-01-10T13:25:07Z', now)).toBe((3 * 3600 + 25 * 60 + 7) * 1000);
  });
  it('is 0 when the time has passed, is missing or is not a time', () => {
    expect(msUntil('2026-01-10T09:59:59Z', now)).toBe(0);
    expect(msUntil(null, now)).toBe(0);
    expect(msUntil('soon', now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes hh:mm:ss with leading zeros', () => {
    expect(formatCountdown((3 * 3600 + 25 * 60 + 7) * 1000)).toBe('03:25:07');
    expect(formatCountdown(23 * 3600 * 1000 + 59 * 60 * 1000 + 59_000)).toBe('23:59:59');
  });
  it('rounds up to a whole second and never goes negative', () => {
    expect(formatCountdown(200)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });
});

describe('swipeDecision', () => {
  it('likes a drag to the right of at least 30 % of the card width', () => {
    expect(swipeDecision(90, 300)).toBe('like');
    expect(swipeDecision(250, 300)).toBe('like');
  });
  it('passes a drag to the left of at least 30 %', () => {
    expect(swipeDecision(-90, 300)).toBe('pass');
  });
  it('snaps back below the threshold or without a width', () => {
    expect(swipeDecision(89, 300)).toBeNull();
    expect(swipeDecision(-89, 300)).toBeNull();
    expect(swipeDecision(200, 0)).toBeNull();
  });
});

describe('dragRotation', () => {
  it('tilts with the drag, capped at 12°', () => {
    expect(dragRotation(150, 300, false)).toBe(6);
    expect(dragRotation(-600, 300, false)).toBe(-12);
  });
  it('does not tilt with reduced motion', () => {
    expect(dragRotation(150, 300, true)).toBe(0);
  });
});
