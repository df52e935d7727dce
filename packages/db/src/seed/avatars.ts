import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import type { HAIR_COLOURS } from '@dating/core/contracts';
import sharp from 'sharp';
import { mulberry32 } from '../random';

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
export type AvatarHair = (typeof HAIR_COLOURS)[number];

/**
 * Who a member looks like, the same on every photo of theirs: face (skin), hair style and colour, beard,
 * glasses, clothes colour and wardrobe, and the colour scheme of their backgrounds. A photo varies only the
 * expression, the outfit (from the wardrobe), the background (from the scheme), the pose and the crop.
 */
export interface AvatarIdentity {
  seed: string;
  gender: AvatarGender;
  skin: string;
  /** The avataaars hair style; null for a bald head. */
  top: TopStyle | null;
  hairColor: string;
  facialHair: (typeof FACIAL_HAIR)[number] | null;
  /** Prescription glasses, worn on every photo; null for none. */
  glasses: (typeof GLASSES)[number] | null;
  /** Frame colour of glasses and sunglasses. */
  glassesColor: string;
  clothesColor: string;
  clothingGraphic: (typeof GRAPHICS)[number];
  /** Two outfits a photo picks from. */
  wardrobe: readonly [Clothing, Clothing];
  /** Three background gradients of one colour family. */
  palette: readonly (readonly [string, string])[];
}

export interface AvatarIdentityOptions {
  gender: AvatarGender;
  /** The profile's hair colour, so the photos show what the profile says (default: from the seed). */
  hair?: AvatarHair;
  /** Older members more often wear glasses and shorter, classic cuts. */
  age?: number;
}

/** A small deterministic generator (FNV-1a of the seed, then mulberry32). */
function prng(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  const next = mulberry32(h);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int, chance: (p: number) => next() < p };
}

/** Hair colours per profile value (a couple of shades each). */
const HAIR_HEX: Record<AvatarHair, readonly string[]> = {
  black: ['2c1b18', '231815'],
  dark_brown: ['4a312c', '3d2a22'],
  brown: ['724133', '6a4a32'],
  brunette: ['5c3a26', '8a4b2a'],
  dark_blond: ['b58143', '9c7a4f'],
  blond: ['d6b370', 'e2c486'],
  red: ['c93305', 'a8471b'],
  gray: ['9e9a96', 'aaa49c'],
  white: ['e8e1e1', 'f1ece6'],
  bald: ['4a312c', '724133', '9e9a96'],
  other: ['f59797', '8e6cc9', '3f8fb8'],
};
const RANDOM_HAIR: readonly AvatarHair[] = [
  'black',
  'dark_brown',
  'brown',
  'brunette',
  'dark_blond',
  'blond',
  'red',
];
const SKIN_ALL = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'] as const;
const SKIN_LIGHTER = ['d08b5b', 'edb98a', 'ffdbb4', 'ffdbb4'] as const;
const TOPS = {
  female: {
    young: [
      'bigHair',
      'bob',
      'bun',
      'curly',
      'curvy',
      'longButNotTooLong',
      'miaWallace',
      'straight01',
      'straight02',
      'straightAndStrand',
      'froBand',
    ],
    older: ['bob', 'bun', 'curvy', 'longButNotTooLong', 'straight02', 'straightAndStrand', 'miaWallace'],
  },
  male: {
    young: [
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'theCaesar',
      'theCaesarAndSidePart',
      'shavedSides',
      'dreads01',
      'frizzle',
      'shaggyMullet',
      'fro',
    ],
    older: ['shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart'],
  },
} as const;
type TopStyle = (typeof TOPS)[AvatarGender]['young' | 'older'][number];
type Clothing = (typeof CLOTHING)[number];
const FACIAL_HAIR = ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'] as const;
const GLASSES = ['prescription01', 'prescription02', 'round', 'kurt'] as const;
const FRAME_COLOURS = ['262e33', '3c4f5c', '929598', '25557c', 'a55728', 'ff5c5c'] as const;
const SUNGLASSES = ['wayfarers', 'sunglasses'] as const;
const CLOTHES_COLOURS = [
  '262e33',
  '5199e4',
  '25557c',
  'e6e6e6',
  '929598',
  '3c4f5c',
  'ff5c5c',
  'ff488e',
  'a7ffc4',
  'b1e2ff',
  'ffffb1',
] as const;
const CLOTHING = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'graphicShirt',
  'hoodie',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
] as const;
const GRAPHICS = ['bear', 'deer', 'diamond', 'hola', 'pizza', 'cumbia'] as const;
/** Colour families of soft, photo-studio-like backgrounds: three gradients each. */
const PALETTES: readonly (readonly (readonly [string, string])[])[] = [
  [
    ['ffd5dc', 'fbe7c6'],
    ['fde2e4', 'ffc8dd'],
    ['ffdfbf', 'ffd5dc'],
  ],
  [
    ['b6e3f4', 'd1d4f9'],
    ['c0e8f9', 'e2f0cb'],
    ['d1d4f9', 'b6e3f4'],
  ],
  [
    ['c0aede', 'ffd5dc'],
    ['d1d4f9', 'c0aede'],
    ['e4d4f4', 'fde2e4'],
  ],
  [
    ['e2f0cb', 'b5ead7'],
    ['c7f0db', 'fbe7c6'],
    ['b5ead7', 'c0e8f9'],
  ],
  [
    ['ffdfbf', 'fbe7c6'],
    ['ffe5b4', 'ffd5dc'],
    ['f9dcc4', 'fec89a'],
  ],
];
const MOUTHS = ['smile', 'default', 'twinkle', 'smile', 'serious'] as const;
const EYES = ['default', 'happy', 'wink', 'side', 'squint'] as const;
const EYEBROWS = ['defaultNatural', 'raisedExcitedNatural', 'flatNatural', 'upDownNatural'] as const;

/** A member's look, the same for the same seed and options. */
export function avatarIdentity(seed: string, o: AvatarIdentityOptions): AvatarIdentity {
  const r = prng(`identity:${seed}`);
  const hair = o.hair ?? r.pick(RANDOM_HAIR);
  const older = (o.age ?? 30) >= 45;
  const bald = hair === 'bald' && o.gender === 'male';
  const lightHair = hair === 'blond' || hair === 'red' || hair === 'dark_blond';
  const wardrobe = [r.pick(CLOTHING), r.pick(CLOTHING)] as const;
  return {
    seed,
    gender: o.gender,
    skin: r.pick(lightHair ? SKIN_LIGHTER : SKIN_ALL),
    top: bald ? null : r.pick(TOPS[o.gender][older ? 'older' : 'young']),
    hairColor: r.pick(HAIR_HEX[hair]),
    facialHair: o.gender === 'male' && r.chance(bald ? 0.6 : 0.4) ? r.pick(FACIAL_HAIR) : null,
    glasses: r.chance(older ? 0.4 : 0.15) ? r.pick(GLASSES) : null,
    glassesColor: r.pick(FRAME_COLOURS),
    clothesColor: r.pick(CLOTHES_COLOURS),
    clothingGraphic: r.pick(GRAPHICS),
    wardrobe,
    palette: r.pick(PALETTES),
  };
}

/**
 * Photo `index` of a member (0 is the main photo: a straight, smiling portrait), as an avataaars SVG: the
 * identity fixes the person, the index picks expression, outfit, background, pose and crop.
 */
export function identitySvg(id: AvatarIdentity, index = 0, size = AVATAR_SIZE): string {
  const r = prng(`photo:${id.seed}:${index}`);
  const main = index === 0;
  const background = id.palette[index % id.palette.length] as readonly [string, string];
  const shades = !main && !id.glasses && r.chance(0.2) ? r.pick(SUNGLASSES) : null;
  const accessory = id.glasses ?? shades;
  return createAvatar(avataaars, {
    seed: `${id.seed}:${index}`,
    size,
    backgroundColor: [...background],
    backgroundType: ['gradientLinear'],
    backgroundRotation: [r.int(0, 360)],
    skinColor: [id.skin],
    top: id.top ? [id.top] : [],
    topProbability: id.top ? 100 : 0,
    hairColor: [id.hairColor],
    facialHair: id.facialHair ? [id.facialHair] : [],
    facialHairColor: [id.hairColor],
    facialHairProbability: id.facialHair ? 100 : 0,
    accessories: accessory ? [accessory] : [],
    accessoriesColor: [id.glassesColor],
    accessoriesProbability: accessory ? 100 : 0,
    clothing: [main ? id.wardrobe[0] : r.pick(id.wardrobe)],
    clothesColor: [id.clothesColor],
    clothingGraphic: [id.clothingGraphic],
    mouth: [main ? r.pick(['smile', 'twinkle', 'default'] as const) : r.pick(MOUTHS)],
    eyes: [main ? r.pick(['default', 'happy'] as const) : r.pick(EYES)],
    eyebrows: [r.pick(EYEBROWS)],
    flip: r.chance(0.5),
    scale: main ? 100 : r.int(92, 122),
    translateX: main ? 0 : r.int(-8, 8),
    translateY: main ? 4 : r.int(0, 12),
  }).toString();
}

/** An avataaars SVG of a person from a seed alone (their main photo); hair and beard follow the gender. */
export function avatarSvg(seed: string, gender: AvatarGender, size = AVATAR_SIZE): string {
  return identitySvg(avatarIdentity(seed, { gender }), 0, size);
}

/**
 * Renders an SVG to WebP through the photo pipeline: full size and thumbnail. sharp writes no EXIF/XMP/ICC
 * metadata unless asked to keep it, so the files carry none.
 */
export async function renderSvg(svg: string): Promise<RenderedAvatar> {
  // Rasterise the SVG once, then encode both renditions from the pixels (WebP effort 2: flat-colour art
  // compresses well already, and the seed renders a photo per member).
  const raw = await sharp(Buffer.from(svg))
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

/** Photo `index` of a member, rendered (WebP full size, thumbnail and blur). */
export function renderPhoto(id: AvatarIdentity, index = 0): Promise<RenderedAvatar> {
  return renderSvg(identitySvg(id, index));
}

/** The main photo of a person from a seed alone, rendered. */
export function renderAvatar(seed: string, gender: AvatarGender): Promise<RenderedAvatar> {
  return renderSvg(avatarSvg(seed, gender));
}
