import { describe, expect, it } from 'vitest';
import { isKnownInvalidPath } from './invalid-route';

describe('isKnownInvalidPath', () => {
  it('lets routes, token-shaped values and deeper paths through', () => {
    for (const path of [
      '/',
      '/login',
      '/members',
      '/pricing',
      `/${'a'.repeat(24)}`,
      '/likes/sent',
      '/likes/m/4',
      '/x/y/z',
    ]) {
      expect(isKnownInvalidPath(path)).toBe(false);
    }
  });

  it('flags one-segment paths that are no route and no token, and unknown likes tabs', () => {
    for (const path of ['/abc', '/favicon.ico', `/${'a'.repeat(23)}`, '/likes/foo', '/likes/m']) {
      expect(isKnownInvalidPath(path)).toBe(true);
    }
  });
});
