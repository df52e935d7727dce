import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showsLook } from './look-match.test-helper';
import { HAIR_COLOURS } from '@dating/core/contracts';
import {
  AVATAR_SIZE,
  THUMB_SIZE,
  avatarIdentity,
  avatarSvg,
  identitySvg,
  renderAvatar,
  renderPhoto,
  type AvatarIdentity,
} from './avatars';

const hexColours = (svg: string) => new Set((svg.match(/#[0-9a-f]{6}/gi) ?? []).map((c) => c.toLowerCase()));

const people: AvatarIdentity[] = Array.from({ length: 40 }, (_, i) =>
  avatarIdentity(`test:${i}`, {
    gender: i % 2 ? 'male' : 'female',
    hair: HAIR_COLOURS[i % HAIR_COLOURS.length],
    age: 18 + i,
  }),
);

describe('avatars', () => {
  it('draws one person on all of a member’s photos: same skin, hair, beard colour and clothes colour', () => {
    for (const id of people) {
      const photos = Array.from({ length: 6 }, (_, k) => identitySvg(id, k));
      for (const svg of photos) {
        const colours = hexColours(svg);
        expect(colours).toContain(`#${id.skin}`);
        expect(colours).toContain(`#${id.clothesColor}`);
        if (id.top || id.facialHair) expect(colours).toContain(`#${id.hairColor}`);
      }
      // … and the photos are not copies of each other: expression, outfit, background, pose and crop vary.
      expect(new Set(photos).size).toBe(photos.length);
    }
  });

  it('gives different members different looks and the same member the same look every time', () => {
    expect(avatarIdentity('test:1', { gender: 'male', hair: 'red', age: 30 })).toEqual(
      avatarIdentity('test:1', { gender: 'male', hair: 'red', age: 30 }),
    );
    expect(identitySvg(people[3]!, 4)).toBe(identitySvg(people[3]!, 4));
    const looks = new Set(people.map((p) => `${p.skin}/${p.top}/${p.hairColor}/${p.clothesColor}`));
    expect(looks.size).toBeGreaterThan(people.length * 0.9);
  });

  it('follows the profile: hair colour, a bald head, a beard only on men', () => {
    const colourOf = (hair: (typeof HAIR_COLOURS)[number]) =>
      new Set(
        Array.from({ length: 30 }, (_, i) => avatarIdentity(`h:${i}`, { gender: 'female', hair }).hairColor),
      );
    const blond = colourOf('blond');
    const black = colourOf('black');
    expect([...blond].some((c) => black.has(c))).toBe(false);
    for (let i = 0; i < 30; i++) {
      expect(avatarIdentity(`b:${i}`, { gender: 'male', hair: 'bald' }).top).toBeNull();
      expect(avatarIdentity(`b:${i}`, { gender: 'female', hair: 'brown' }).facialHair).toBeNull();
      expect(avatarIdentity(`b:${i}`, { gender: 'female', hair: 'brown' }).top).not.toBeNull();
    }
  });

  it('renders through the photo pipeline: WebP at the photo sizes, the identity’s colours in the pixels', async () => {
    const id = people.find((p) => p.top) as AvatarIdentity;
    const other = people.find(
      (p) => p.skin !== id.skin && p.hairColor !== id.hairColor && p.clothesColor !== id.clothesColor,
    ) as AvatarIdentity;
    for (const k of [0, 1, 2]) {
      const photo = await renderPhoto(id, k);
      const meta = await sharp(photo.full).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
      expect((await sharp(photo.thumb).metadata()).width).toBe(THUMB_SIZE);
      expect(photo.blur).toMatch(/^data:image\/webp;base64,/);
      expect(await showsLook(photo.full, id)).toBe(true);
      // … and not someone else's: a person with other skin, hair and clothes colours.
      expect(await showsLook(photo.full, other)).toBe(false);
    }
  });

  it('keeps the seed-only API: avatarSvg and renderAvatar draw the main photo of a seed', async () => {
    const svg = avatarSvg('amora-female-1', 'female');
    expect(svg).toBe(identitySvg(avatarIdentity('amora-female-1', { gender: 'female' }), 0));
    const rendered = await renderAvatar('amora-female-1', 'female');
    expect(rendered.width).toBe(AVATAR_SIZE);
  });
});
