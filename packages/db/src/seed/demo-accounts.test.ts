import { describe, expect, it } from 'vitest';
import { demoLikes } from './demo-accounts';

const NOW = new Date('2026-11-25T12:00:00Z');
const member = (id: string, gender: 'male' | 'female') => ({ id, gender });
const MEMBERS = [
  member('m1', 'male'),
  member('f1', 'female'),
  member('f2', 'female'),
  member('m2', 'male'),
  member('f3', 'female'),
  member('f4', 'female'),
  member('f5', 'female'),
];

describe('demoLikes', () => {
  it('likes the first fictional women in seed order: a match, two received (one new), one given', () => {
    const likes = demoLikes('sam', MEMBERS, NOW);
    expect(likes.map((l) => [l.fromUserId, l.toUserId, l.isNew])).toEqual([
      ['f1', 'sam', false],
      ['sam', 'f1', false],
      ['f2', 'sam', false],
      ['f3', 'sam', true],
      ['sam', 'f4', true],
    ]);
    // Each like is in the past, and the match's like back came after her like.
    for (const l of likes) expect(l.createdAt.getTime()).toBeLessThan(NOW.getTime());
    expect(likes[1]!.createdAt.getTime()).toBeGreaterThan(likes[0]!.createdAt.getTime());
    // The same input gives the same likes.
    expect(demoLikes('sam', MEMBERS, NOW)).toEqual(likes);
  });

  it('gives fewer likes to a small seed and none without women', () => {
    expect(demoLikes('sam', MEMBERS.slice(0, 2), NOW)).toHaveLength(2);
    expect(demoLikes('sam', [member('m1', 'male')], NOW)).toEqual([]);
    expect(demoLikes('sam', [], NOW)).toEqual([]);
  });
});
