import { describe, expect, it } from 'vitest';
import { isKnownInvalidPath } from './invalid-route';

describe('isKnownInvalidPath', () => {
  it('lets routes and deeper paths through', () => {
    for (const path of ['/', '/login', '/members', '/pricing', '/likes/sent', '/likes/m/4', '/x/y/z']) {
      expect(isKnownInvalidPath(path)).toBe(false);
    }
  });

  it('flags one-segment paths that are no route (token-shaped ones too), and unknown likes tabs', () => {
    for (const path of [
      '/abc',
      '/favicon.ico',
      '/this-page-does-not-exist',
      `/${'a'.repeat(43)}`,
      '/likes/foo',
      '/likes/m',
    ]) {
      expect(isKnownInvalidPath(path)).toBe(true);
    }
  });
});
