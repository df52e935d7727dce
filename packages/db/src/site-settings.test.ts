import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './site-settings';

describe('normalizeDomain', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(normalizeDomain('LocalHost:3000')).toBe('localhost');
    expect(normalizeDomain('www.Amora.example.')).toBe('www.amora.example');
    expect(normalizeDomain('[::1]:8080')).toBe('::1');
    expect(normalizeDomain(' amora.nl ')).toBe('amora.nl');
  });
});
