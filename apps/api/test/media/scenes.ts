import sharp, { type Sharp } from 'sharp';
import { prng } from './bytes';

/** Raw 8-bit RGB(A) pixels and their layout, the common source every corpus encoding starts from. */
export interface RawScene {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** A photo-like scene: a gradient sky, a ground, a few soft shapes; deterministic per seed. */
function sceneSvg(width: number, height: number, seed: number, alpha: boolean): Buffer {
  const next = prng(seed);
  const hue = () => Math.floor(next() * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const rx = Math.round((0.05 + next() * 0.2) * width);
    const ry = Math.round((0.05 + next() * 0.2) * height);
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="hsl(${hue()},55%,${30 + Math.round(next() * 40)}%)" opacity="0.85"/>`,
    );
  }
  const background = alpha
    ? ''
    : `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<rect y="${Math.round(height * 0.62)}" width="${width}" height="${Math.ceil(height * 0.38)}" fill="hsl(${hue()},35%,35%)"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue()},60%,70%)"/><stop offset="1" stop-color="hsl(${hue()},50%,45%)"/>` +
      `</linearGradient></defs>${background}${shapes.join('')}` +
      `<circle cx="${width / 2}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.18}" fill="#e8b89a"/>` +
      `</svg>`,
  );
}

/** Renders a scene to raw pixels; `noise` (0–127) adds per-pixel grain like a high-ISO photo. */
export async function scene(
  width: number,
  height: number,
  seed: number,
  opts: { noise?: number; alpha?: boolean } = {},
): Promise<RawScene> {
  const channels = opts.alpha ? 4 : 3;
  let img = sharp(sceneSvg(width, height, seed, opts.alpha ?? false), { limitInputPixels: false });
  if (!opts.alpha) img = img.removeAlpha();
  const data = await img.raw().toBuffer();
  if (opts.noise) {
    const next = prng(seed ^ 0x5eed);
    for (let i = 0; i < data.length; i++) {
      if (channels === 4 && i % 4 === 3) continue;
      const v = data[i]! + Math.round((next() - 0.5) * 2 * opts.noise);
      data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { data, width, height, channels };
}

/** A sharp pipeline over a scene's raw pixels. */
export function fromScene(s: RawScene): Sharp {
  return sharp(s.data, { raw: { width: s.width, height: s.height, channels: s.channels } });
}

/** `scene(width, height, seed)` encoded as JPEG or PNG with the encoder's defaults. */
export async function encodedScene(
  format: 'jpeg' | 'png',
  width: number,
  height: number,
  seed: number,
): Promise<Buffer> {
  const s = fromScene(await scene(width, height, seed));
  return (format === 'jpeg' ? s.jpeg() : s.png()).toBuffer();
}
