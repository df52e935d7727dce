import { describe, expect, it } from 'vitest';
import { FREE_VISIBLE_PHOTOS } from './constants';
import { galleryAccess } from './photo-access';

const photo = (id: string, isPrivate = false) => ({ id, private: isPrivate });
const gallery = [photo('a'), photo('b', true), photo('c'), photo('d'), photo('e'), photo('main')];
const free = { own: false, premium: false };

describe('galleryAccess', () => {
  it('puts the main photo first, then keeps the owner order', () => {
    expect(galleryAccess(gallery, 'main', free).map((g) => g.photo.id)).toEqual([
      'main',
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('unlocks the main photo and the next public ones up to the free limit, never a private one', () => {
    const result = galleryAccess(gallery, 'main', free);
    const open = result.filter((g) => !g.locked).map((g) => g.photo.id);
    expect(FREE_VISIBLE_PHOTOS).toBe(3);
    expect(open).toEqual(['main', 'a', 'c']);
    expect(result.find((g) => g.photo.id === 'b')?.locked).toBe(true);
  });

  it('unlocks everything for premium members and for the owner', () => {
    for (const viewer of [
      { own: false, premium: true },
      { own: true, premium: false },
    ]) {
      expect(galleryAccess(gallery, 'main', viewer).every((g) => !g.locked)).toBe(true);
    }
  });

  it('never treats a private photo as the main photo', () => {
    const result = galleryAccess([photo('x', true), photo('y')], 'x', free);
    expect(result.map((g) => [g.photo.id, g.locked])).toEqual([
      ['x', true],
      ['y', false],
    ]);
  });

  it('handles an empty gallery', () => {
    expect(galleryAccess([], null, free)).toEqual([]);
  });
});
