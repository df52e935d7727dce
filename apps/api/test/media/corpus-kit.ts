import sharp from 'sharp';
import type { CorpusItem } from './corpus-item';
import type { ImageRejectionCode } from '../../src/photos/media/process-image';
import { fromScene, type RawScene, scene } from './scenes';

/* Shared parts of the corpus builders: item constructors and the source images they cut up. */

export const GPS = { lat: 52.5208, lon: 13.4094, altitude: 34 };

export function accept(
  name: string,
  data: Buffer,
  note: string,
  extra: Pick<CorpusItem, 'carries' | 'full'> = {},
): CorpusItem {
  return { name, data, expect: 'accept', note, ...extra };
}

export async function p3Icc(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .withIccProfile('p3')
    .png()
    .toBuffer();
  const icc = (await sharp(png).metadata()).icc;
  if (!icc) throw new Error('no ICC profile from sharp');
  return icc;
}

export function refuse(
  name: string,
  data: Buffer,
  expect: ImageRejectionCode,
  reason: string,
  note: string,
): CorpusItem {
  return { name, data, expect, reason, note };
}
export const unsupported = (name: string, data: Buffer, reason: string, note: string) =>
  refuse(name, data, 'image_unsupported', reason, note);
export const polyglot = (name: string, data: Buffer, note: string) =>
  refuse(name, data, 'image_unsupported', 'polyglot', note);

export const text = (s: string) => Buffer.from(s, 'utf8');

export interface Sources {
  jpeg: Buffer;
  progressive: Buffer;
  png: Buffer;
  interlaced: Buffer;
  webp: Buffer;
  lossless: Buffer;
  gif: Buffer;
  animatedGif: Buffer;
  avif: Buffer;
}

export async function sources(land: RawScene): Promise<Sources> {
  const frames = await Promise.all([1, 2].map((seed) => scene(300, 220, 300 + seed)));
  const [jpeg, progressive, png, interlaced, webp, lossless, gif, animatedGif, avif] = await Promise.all([
    fromScene(land).jpeg().toBuffer(),
    fromScene(land).jpeg({ progressive: true }).toBuffer(),
    fromScene(land).png().toBuffer(),
    fromScene(land).png({ progressive: true }).toBuffer(),
    fromScene(land).webp().toBuffer(),
    fromScene(land).webp({ lossless: true }).toBuffer(),
    fromScene(land).gif().toBuffer(),
    sharp(Buffer.concat(frames.map((f) => f.data)), {
      raw: { width: 300, height: 440, channels: 3, pageHeight: 220 },
    })
      .gif()
      .toBuffer(),
    fromScene(land).resize(300, 200).avif({ effort: 1 }).toBuffer(),
  ]);
  return { jpeg, progressive, png, interlaced, webp, lossless, gif, animatedGif, avif };
}
