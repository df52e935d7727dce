import { describe, expect, it } from 'vitest';
import { hasLiked, hasUnseenLikeFrom, likesTabs, withLike, withLikeSeen } from './likes-lists';
import { createLikes, createProfile } from '@/test/likes-support';

const data = createLikes({
  profiles: ['a', 'b', 'c', 'd'].map((id) => createProfile(id)),
  liked_by: [
    { id: 'a', like_new: false, at: '2026-11-20T10:00:00Z' },
    { id: 'b', like_new: true, at: '2026-11-18T10:00:00Z' },
    { id: 'c', like_new: false, at: '2026-11-21T10:00:00Z' },
  ],
  liked: [
    { id: 'd', at: '2026-11-22T09:00:00Z' },
    { id: 'a', at: '2026-11-19T10:00:00Z' },
  ],
});

const ids = (entries: { profile: { id: string } }[]) => entries.map((e) => e.profile.id);

describe('likesTabs', () => {
  it('lists received likes new ones first, then newest', () => {
    const { received } = likesTabs(data);
    expect(ids(received)).toEqual(['b', 'c', 'a']);
    expect(received.map((e) => e.isNew)).toEqual([true, false, false]);
  });

  it('lists sent likes newest first', () => {
    expect(ids(likesTabs(data).sent)).toEqual(['d', 'a']);
  });

  it('matches are the members present in both lists, and only those', () => {
    const tabs = likesTabs(data);
    expect(ids(tabs.matches)).toEqual(['a']);
    expect(tabs.received.find((e) => e.profile.id === 'a')?.match).toBe(true);
    expect(tabs.received.find((e) => e.profile.id === 'c')?.match).toBe(false);
    expect(tabs.sent.find((e) => e.profile.id === 'a')?.match).toBe(true);
    expect(tabs.sent.find((e) => e.profile.id === 'd')?.match).toBe(false);
  });

  it('leaves out likes whose profile was not sent', () => {
    const tabs = likesTabs({ ...data, profiles: data.profiles.filter((p) => p.id !== 'b') });
    expect(ids(tabs.received)).toEqual(['c', 'a']);
  });
});

describe('cache updates', () => {
  it('adds and removes the own like', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const liked = withLike(data, 'c', true, now);
    expect(hasLiked(liked, 'c')).toBe(true);
    expect(liked.liked[0]).toEqual({ id: 'c', at: '2026-11-22T12:00:00.000Z' });
    expect(ids(likesTabs(liked).matches).sort()).toEqual(['a', 'c']);
    const unliked = withLike(liked, 'a', false, now);
    expect(hasLiked(unliked, 'a')).toBe(false);
    expect(ids(likesTabs(unliked).matches)).toEqual(['c']);
  });

  it('adds an unknown profile so the Sent tab can show it', () => {
    const next = withLike(data, 'e', true, new Date(), createProfile('e'));
    expect(ids(likesTabs(next).sent)).toContain('e');
  });

  it('marks a received like seen and lowers the new-likes count once', () => {
    expect(hasUnseenLikeFrom(data, 'b')).toBe(true);
    const seen = withLikeSeen(data, 'b');
    expect(hasUnseenLikeFrom(seen, 'b')).toBe(false);
    expect(seen.total_new_likes).toBe(0);
    expect(withLikeSeen(seen, 'b')).toBe(seen);
    expect(withLikeSeen(data, 'a')).toBe(data);
  });
});
