import { describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { applyPhotoChange, canUploadMore, countedPhotos, isMainPhoto, movedIds } from './photo-rules';
import { createOwnPhoto as createPhoto, mainOf } from '@/test/fixtures';

const a = createPhoto('a');
const b = createPhoto('b', { private: true });
const c = createPhoto('c', { status: 'pending' });
const d = createPhoto('d', { status: 'rejected' });
const member = (photos = [a, b, c], main = a) =>
  createUser({ photo_limit: 3 }, { photos, main_image: main ? mainOf(main) : null });

describe('limits', () => {
  it('counts every photo that is not rejected, as the API does', () => {
    expect(countedPhotos([a, b, c, d])).toBe(3);
    expect(canUploadMore(member([a, b, c]))).toBe(false);
    expect(canUploadMore(member([a, b, d]))).toBe(true);
  });
});

describe('movedIds', () => {
  it('moves one place earlier or later and stays inside the list', () => {
    expect(movedIds(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedIds(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedIds(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('applyPhotoChange (what the grid shows until the API answers)', () => {
  it('makes a public photo main, but never a private or rejected one', () => {
    expect(isMainPhoto(c, applyPhotoChange(member(), { kind: 'main', id: 'c' }).profile)).toBe(true);
    expect(isMainPhoto(a, applyPhotoChange(member(), { kind: 'main', id: 'b' }).profile)).toBe(true);
    const withRejected = member([a, d]);
    expect(isMainPhoto(a, applyPhotoChange(withRejected, { kind: 'main', id: 'd' }).profile)).toBe(true);
  });

  it('deleting the main photo makes the next public photo main', () => {
    const after = applyPhotoChange(member(), { kind: 'delete', id: 'a' });
    expect(after.profile.photos.map((p) => p.id)).toEqual(['b', 'c']);
    expect(after.profile.main_image?.filename).toBe(c.filename);
  });

  it('toggles private and reorders', () => {
    const priv = applyPhotoChange(member(), { kind: 'private', id: 'c', private: true });
    expect(priv.profile.photos.find((p) => p.id === 'c')?.private).toBe(true);
    const ordered = applyPhotoChange(member(), { kind: 'order', ids: ['c', 'a', 'b'] });
    expect(ordered.profile.photos.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(ordered.profile.main_image?.filename).toBe(a.filename);
  });
});
