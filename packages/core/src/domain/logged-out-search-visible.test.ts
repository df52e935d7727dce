import { describe, expect, it } from 'vitest';
import { loggedOutSearchVisible } from './logged-out-search-visible';

const base = {
  loggedIn: false,
  logged_out_search: 'none',
  logged_out_search_trafficsource: 'none',
  hasTrafficSource: false,
} as const;

describe('loggedOutSearchVisible (spec §4)', () => {
  it('is visible when logged in', () => {
    expect(loggedOutSearchVisible({ ...base, loggedIn: true })).toBe(true);
  });

  it("is visible when logged_out_search is not 'none'", () => {
    expect(loggedOutSearchVisible({ ...base, logged_out_search: 'all' })).toBe(true);
  });

  it("needs a traffic source when only logged_out_search_trafficsource is not 'none'", () => {
    expect(
      loggedOutSearchVisible({ ...base, logged_out_search_trafficsource: 'all', hasTrafficSource: true }),
    ).toBe(true);
    expect(loggedOutSearchVisible({ ...base, logged_out_search_trafficsource: 'all' })).toBe(false);
  });

  it('is hidden for a visitor when both are none, even with a traffic source', () => {
    expect(loggedOutSearchVisible(base)).toBe(false);
    expect(loggedOutSearchVisible({ ...base, hasTrafficSource: true })).toBe(false);
  });
});
