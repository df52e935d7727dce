import { describe, expect, it } from 'vitest';
import { formatAge } from './api';

describe('formatAge', () => {
  it('reads at a glance from seconds to days', () => {
    expect(formatAge(-3)).toBe('0 s');
    expect(formatAge(45)).toBe('45 s');
    expect(formatAge(12 * 60 + 5)).toBe('12 min');
    expect(formatAge(3 * 3600)).toBe('3 h');
    expect(formatAge(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatAge(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
    expect(formatAge(86400)).toBe('1 d');
  });
});
