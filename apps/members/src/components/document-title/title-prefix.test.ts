import { describe, expect, it } from 'vitest';
import { prefixTitle } from './title-prefix';

describe('prefixTitle', () => {
  it('prefixes the count in brackets and replaces an older prefix', () => {
    expect(prefixTitle('Messages · Amora', 3)).toBe('(3) Messages · Amora');
    expect(prefixTitle('(3) Messages · Amora', 5)).toBe('(5) Messages · Amora');
  });

  it('leaves the title bare at zero', () => {
    expect(prefixTitle('(3) Messages · Amora', 0)).toBe('Messages · Amora');
    expect(prefixTitle('Messages · Amora', 0)).toBe('Messages · Amora');
  });
});
