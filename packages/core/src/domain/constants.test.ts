import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (spec §1, §4, §7, §9)', () => {
  it('carry the spec numbers', () => {
    expect(c.PHOTO_LIMITS).toEqual({ free: 3, premium: 25 });
    expect(c.FREE_CONVERSATIONS).toBe(2);
    expect(c.SWIPE_LIKES_PER_DAY).toBe(4);
    expect(c.REACTIVATION_DAYS).toBe(14);
    expect(c.REFRESH).toEqual({ firstMs: 5000, intervalMs: 60000, pushIntervalMs: 300000 });
    expect(c.TIME_BONUS_SECONDS).toBe(4 * 3600);
    expect(c.TIME_BONUS_MODAL_DELAY_MS).toBe(40000);
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60000);
    expect(c.LIKES_RELOAD_AFTER_AUTOLIKE_MS).toBe(500);
    expect(c.PAGE_DATA_MIN_DELAY_MS).toBe(200);
    expect(c.MIN_AGE_DEFAULT).toBe(18);
    expect(c.ADULT_AGE).toBe(18);
    expect(c.MAX_AGE).toBe(99);
    expect(c.MIN_PASSWORD_LENGTH).toBe(8);
    expect(c.API_RETRIES).toBe(5);
    expect(c.AUTH_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(c.GEOLOCATION_MAX_AGE_MS).toBe(3600 * 1000);
  });
});
