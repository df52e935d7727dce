import sharp from 'sharp';
import type { AvatarIdentity } from './avatars';

/** Share of a picture's pixels within a small distance of `hex` (lossy WebP shifts colours a little). */
export async function colourShare(picture: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const d = Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b);
    if (d < 24) n++;
  }
  return n / (info.width * info.height);
}

/**
 * Whether a rendered photo shows `look`: its skin covers a good part of the picture, and its hair (when it has
 * any) and clothes colours are there too. A photo of someone else fails at least one of the three.
 */
export async function showsLook(picture: Buffer, look: AvatarIdentity): Promise<boolean> {
  const [skin, hair, clothes] = await Promise.all([
    colourShare(picture, look.skin),
    colourShare(picture, look.hairColor),
    colourShare(picture, look.clothesColor),
  ]);
  return skin > 0.08 && (!(look.top || look.facialHair) || hair > 0.01) && clothes > 0.01;
}
