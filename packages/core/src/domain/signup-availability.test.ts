import { describe, expect, it } from 'vitest';
import { signupAvailability } from './signup-availability';

describe('signupAvailability (spec §4)', () => {
  it("'all' allows everyone", () => {
    expect(signupAvailability({ signups: 'all', trafficSource: false })).toEqual({ allowed: true });
    expect(signupAvailability({ signups: 'all', trafficSource: true })).toEqual({ allowed: true });
  });

  it("'with_trafficsource' allows only visitors with a traffic source", () => {
    expect(signupAvailability({ signups: 'with_trafficsource', trafficSource: true })).toEqual({
      allowed: true,
    });
    expect(signupAvailability({ signups: 'with_trafficsource', trafficSource: false })).toEqual({
      allowed: false,
      reason: 'invite_only',
    });
  });
});
