import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';

export const AVATAR_SIZE = 512;
export const THUMB_SIZE = 160;

export interface RenderedAvatar {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  /** 16-pixel blurred preview as a data URL (the placeholder of a locked or loading photo). */
  blur: string;
}

export type AvatarGender = 'male' | 'female';

const BACKGROUNDS = ['ffd5dc', 'ffdfbf', 'c0aede', 'd1d4f9', 'b6e3f4', 'fde2e4', 'e2f0cb'];
const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
const COMMON = {
  backgroundColor: BACKGROUNDS,
  mouth: ['default', 'smile', 'twinkle', 'serious'],
  eyes: ['default', 'happy', 'wink', 'side', 'squint'],
  eyebrows: [
    'default',
    'defaultNatural',
    'raisedExcited',
    'raisedExcitedNatural',
    'flatNatural',
    'upDownNatural',
  ],
  accessories: ['prescription01', 'prescription02', 'round', 'wayfarers', 'kurt', 'sunglasses'],
  accessoriesProbability: 15,
  clothingGraphic: ['bear', 'deer', 'diamond', 'hola', 'pizza', 'cumbia'],
} as const;
const BY_GENDER = {
  female: {
    top: [
      'bigHair',
      'bob',
      'bun',
      'curly',
      'curvy',
      'frida',
      'longButNotTooLong',
      'miaWallace',
      'straight01',
      'straight02',
      'straightAndStrand',
      'froBand',
    ],
    facialHairProbability: 0,
  },
  male: {
    top: [
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'sides',
      'theCaesar',
      'theCaesarAndSidePart',
      'shavedSides',
      'dreads01',
      'frizzle',
      'shaggyMullet',
      'fro',
    ],
    facialHairProbability: 40,
  },
} as const;

/** An avataaars SVG, the same for the same seed; hair and facial hair follow the gender. */
export function avatarSvg(seed: string, gender: AvatarGender, size = AVATAR_SIZE): string {
  const g = BY_GENDER[gender];
  return createAvatar(avataaars, {
    seed,
    size,
    ...COMMON,
    mouth: [...COMMON.mouth],
    eyes: [...COMMON.eyes],
    eyebrows: [...COMMON.eyebrows],
    accessories: [...COMMON.accessories],
    clothingGraphic: [...COMMON.clothingGraphic],
    backgroundColor: [...COMMON.backgroundColor],
    skinColor: SKIN,
    top: [...g.top],
    topProbability: 100,
    facialHairProbability: g.facialHairProbability,
  }).toString();
}

/**
 * Renders an avatar to WebP: full size and thumbnail. sharp writes no EXIF/XMP/ICC metadata unless asked
 * to keep it, so the files carry none.
 */
export async function renderAvatar(seed: string, gender: AvatarGender): Promise<RenderedAvatar> {
  // Rasterise the SVG once, then encode both renditions from the pixels (WebP effort 2: flat-colour art
  // compresses well already, and the seed renders hundreds of these).
  const raw = await sharp(Buffer.from(avatarSvg(seed, gender)))
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } };
  const [full, thumb, blur] = await Promise.all([
    sharp(raw.data, input).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(raw.data, input).resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 78, effort: 2 }).toBuffer(),
    sharp(raw.data, input).resize(16, 16).blur(1).webp({ quality: 40, effort: 2 }).toBuffer(),
  ]);
  return {
    full,
    thumb,
    blur: `data:image/webp;base64,${blur.toString('base64')}`,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    thumbWidth: THUMB_SIZE,
    thumbHeight: THUMB_SIZE,
  };
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return out;
}

/** A pool of distinct avatars per gender, rendered with bounded concurrency. */
export async function renderAvatarPool(perGender: number): Promise<Record<AvatarGender, RenderedAvatar[]>> {
  const jobs: { gender: AvatarGender; i: number }[] = [];
  for (let i = 0; i < perGender; i++) jobs.push({ gender: 'female', i }, { gender: 'male', i });
  const limit = Math.max(2, availableParallelism());
  const rendered = await mapLimit(jobs, limit, (j) => renderAvatar(`amora-${j.gender}-${j.i}`, j.gender));
  const pool: Record<AvatarGender, RenderedAvatar[]> = { female: [], male: [] };
  jobs.forEach((j, k) => pool[j.gender].push(rendered[k] as RenderedAvatar));
  return pool;
}

/** 128 random bits in hex: the unguessable storage key of a photo. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}
