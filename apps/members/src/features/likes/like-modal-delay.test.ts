import { describe, expect, it } from 'vitest';
import { likeModalDelayMs, withoutDelayParam } from './like-modal-delay';

describe('likeModalDelayMs', () => {
  it('reads seconds from 0 to 600', () => {
    expect(likeModalDelayMs('3')).toBe(3000);
    expect(likeModalDelayMs('0')).toBe(0);
    expect(likeModalDelayMs('1.5')).toBe(1500);
    expect(likeModalDelayMs('600')).toBe(600_000);
  });

  it('ignores a missing, negative, too long or malformed value', () => {
    for (const t of [null, '', '-1', '601', 'abc', '3s', '1e3']) expect(likeModalDelayMs(t)).toBeNull();
  });
});

describe('withoutDelayParam', () => {
  it('removes t and keeps the other parameters', () => {
    expect(withoutDelayParam('/members', 't=3&gender=female&page=2')).toBe('/members?gender=female&page=2');
    expect(withoutDelayParam('/members', 't=3')).toBe('/members');
  });
});
