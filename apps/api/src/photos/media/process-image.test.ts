import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  FULL_MAX_EDGE,
  type ImageRejectedError,
  THUMB_MAX_BYTES,
  isImageRejectedError,
  processImage,
  type ProcessedImage,
} from './process-image';
import { prng } from '../../../test/media/bytes';
import { insertJpegSegments } from '../../../test/media/image-bytes';
import { buildExifTiff, exifSegment } from '../../../test/media/metadata-bytes';
import { encodedScene, fromScene, scene } from '../../../test/media/scenes';

async function pixel(webp: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

async function refusal(
  input: Buffer,
  opts?: Parameters<typeof processImage>[1],
): Promise<ImageRejectedError> {
  const outcome = await processImage(input, opts).then(
    () => null,
    (e: unknown) => e,
  );
  if (!isImageRejectedError(outcome)) throw new Error(`expected a refusal, got ${String(outcome)}`);
  return outcome;
}

/** A white image with a red square in its top-left corner. */
async function cornerMarked(width: number, height: number): Promise<Sharp> {
  const square = await sharp({
    create: { width: 60, height: 60, channels: 3, background: { r: 255, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: square, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return sharp(png);
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isWhite = ([r, g, b]: [number, number, number]) => r > 235 && g > 235 && b > 235;

describe('processImage renditions', () => {
  it('returns a full WebP no larger than 1600 px, a 4:5 thumbnail within budget and a blur placeholder', async () => {
    const jpeg = await encodedScene('jpeg', 2400, 1800, 7);
    const out: ProcessedImage = await processImage(jpeg);

    expect(out.sourceFormat).toBe('jpeg');
    expect(out.full).toMatchObject({ width: FULL_MAX_EDGE, height: 1200 });
    const full = await sharp(out.full.data).metadata();
    expect({ format: full.format, width: full.width, height: full.height }).toEqual({
      format: 'webp',
      width: 1600,
      height: 1200,
    });

    expect(out.thumb).toMatchObject({ width: 360, height: 450 });
    const thumb = await sharp(out.thumb.data).metadata();
    expect({ format: thumb.format, width: thumb.width, height: thumb.height }).toEqual({
      format: 'webp',
      width: 360,
      height: 450,
    });
    expect(out.thumb.data.length).toBeLessThanOrEqual(THUMB_MAX_BYTES);

    expect(out.blur).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(out.blur.length).toBeLessThan(1024);
    const blur = await sharp(Buffer.from(out.blur.split(',')[1]!, 'base64')).metadata();
    expect({ format: blur.format, width: blur.width, height: blur.height }).toEqual({
      format: 'webp',
      width: 16,
      height: 12,
    });
  });

  it('never upscales: a 300×250 photo stays 300×250 and its thumbnail is cut from it', async () => {
    const png = await encodedScene('png', 300, 250, 8);
    const out = await processImage(png);
    expect(out.full).toMatchObject({ width: 300, height: 250 });
    expect(out.thumb).toMatchObject({ width: 200, height: 250 });
    expect(out.sourceFormat).toBe('png');
  });

  it('keeps the thumbnail within 15 kB even for heavy sensor noise', async () => {
    const noisy = await fromScene(await scene(900, 1200, 9, { noise: 110 }))
      .jpeg({ quality: 95 })
      .toBuffer();
    const out = await processImage(noisy);
    expect(out.thumb).toMatchObject({ width: 360, height: 450 });
    expect(out.thumb.data.length).toBeLessThanOrEqual(THUMB_MAX_BYTES);
  });

  it('keeps a panorama’s thumbnail usable: cut from a working copy at least 450 px high', async () => {
    const wide = await encodedScene('jpeg', 6000, 500, 10);
    const out = await processImage(wide);
    expect(out.full).toMatchObject({ width: 1600, height: 133 });
    expect(out.thumb).toMatchObject({ width: 360, height: 450 });
  });

  it('applies the EXIF orientation to the pixels (6: the top-left corner ends up top-right)', async () => {
    const jpeg = await (await cornerMarked(600, 400)).jpeg({ quality: 95 }).toBuffer();
    const rotated = insertJpegSegments(jpeg, [exifSegment(buildExifTiff({ orientation: 6 }))]);
    const out = await processImage(rotated);
    expect(out.full).toMatchObject({ width: 400, height: 600 });
    expect(isRed(await pixel(out.full.data, 390, 10))).toBe(true);
    expect(isWhite(await pixel(out.full.data, 10, 10))).toBe(true);
    expect(isWhite(await pixel(out.full.data, 390, 590))).toBe(true);
  });

  it('applies orientation 3 (upside down): the marked corner ends up bottom-right, size unchanged', async () => {
    const jpeg = await (await cornerMarked(600, 400)).jpeg({ quality: 95 }).toBuffer();
    const out = await processImage(
      insertJpegSegments(jpeg, [exifSegment(buildExifTiff({ orientation: 3 }))]),
    );
    expect(out.full).toMatchObject({ width: 600, height: 400 });
    expect(isRed(await pixel(out.full.data, 590, 390))).toBe(true);
    expect(isWhite(await pixel(out.full.data, 10, 10))).toBe(true);
  });

  it('converts a Display P3 photo to sRGB using its profile, then drops the profile', async () => {
    const p3 = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    // Stored values are P3 coordinates of sRGB red; read without the profile they are a duller red.
    const [storedRed, storedGreen] = await pixel(
      await sharp(p3, { ignoreIcc: true }).webp().toBuffer(),
      150,
      150,
    );
    expect(storedRed).toBeLessThan(245);
    expect(storedGreen).toBeGreaterThan(30);

    const out = await processImage(p3);
    const [r, g, b] = await pixel(out.full.data, 150, 150);
    expect(r).toBeGreaterThan(245);
    expect(g).toBeLessThan(20);
    expect(b).toBeLessThan(20);
    expect((await sharp(out.full.data).metadata()).icc).toBeUndefined();
  });

  it('converts CMYK to RGB: a neutral grey stays neutral', async () => {
    const cmyk = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } })
      .toColourspace('cmyk')
      .withIccProfile('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const out = await processImage(cmyk);
    const [r, g, b] = await pixel(out.full.data, 150, 150);
    expect(Math.abs(r - g)).toBeLessThan(12);
    expect(Math.abs(g - b)).toBeLessThan(12);
    expect(r).toBeGreaterThan(90);
    expect(r).toBeLessThan(170);
  });

  it('flattens transparency onto white, so colour hidden under alpha 0 never comes out', async () => {
    const hidden = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(hidden);
    expect(isWhite(await pixel(out.full.data, 150, 150))).toBe(true);
    expect((await sharp(out.full.data).metadata()).hasAlpha).toBe(false);
  });

  it('takes the first frame of an animated GIF', async () => {
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
      .raw()
      .toBuffer();
    const blue = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0000ff' } })
      .raw()
      .toBuffer();
    const gif = await sharp(Buffer.concat([red, blue]), {
      raw: { width: 300, height: 600, channels: 3, pageHeight: 300 },
    })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await processImage(gif);
    expect(out.full).toMatchObject({ width: 300, height: 300 });
    expect(isRed(await pixel(out.full.data, 150, 150))).toBe(true);
  });
});

describe('processImage refusals', () => {
  it('refuses more than 15 MiB before looking at the bytes, with the limits for the message', async () => {
    const err = await refusal(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff));
    expect(err).toMatchObject({
      code: 'image_too_large',
      reason: 'too_many_bytes',
      messageKey: 'errors.image_too_large',
      params: { max_mb: 15, max_megapixels: 40 },
    });
  });

  it('uses the limits it is given, in the message too', async () => {
    const jpeg = await encodedScene('jpeg', 600, 400, 12);
    expect(await refusal(Buffer.alloc(2 * 1024 * 1024, 0xff), { maxBytes: 1.5 * 1024 * 1024 })).toMatchObject(
      {
        code: 'image_too_large',
        reason: 'too_many_bytes',
        params: { max_mb: 1.5, max_megapixels: 40 },
      },
    );
    expect(await refusal(jpeg, { maxPixels: 200_000 })).toMatchObject({
      code: 'image_too_large',
      reason: 'too_many_pixels',
      params: { max_mb: 15, max_megapixels: 0.2 },
    });
    await expect(processImage(jpeg, { maxPixels: 240_000 })).resolves.toMatchObject({ full: { width: 600 } });
  });

  it('refuses photos under 200×200 with the too-small message and its minimum', async () => {
    const small = await encodedScene('png', 640, 199, 13);
    expect(await refusal(small)).toMatchObject({
      code: 'image_invalid',
      reason: 'too_small',
      messageKey: 'errors.image_too_small',
      params: { min_px: 200 },
    });
  });

  it('names the error and carries code, key and reason', async () => {
    const err = await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('ImageRejectedError');
    expect(err).toMatchObject({
      code: 'image_unsupported',
      messageKey: 'errors.image_unsupported',
      reason: 'svg',
    });
    expect(err.params).toBeUndefined();
    expect(err.message).toContain('errors.image_unsupported');
  });

  it('has every message key and parameter in all seven locales', () => {
    const params: Record<string, string[]> = {
      image_unsupported: [],
      image_invalid: [],
      image_too_large: ['max_mb', 'max_megapixels'],
      image_too_small: ['min_px'],
    };
    for (const lng of ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']) {
      const url = new URL(`../../../../../packages/i18n/locales/${lng}/errors.json`, import.meta.url);
      const errors = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
      for (const [key, names] of Object.entries(params)) {
        const message = errors[key];
        expect(typeof message, `${lng}: errors.${key}`).toBe('string');
        for (const name of names) expect(message, `${lng}: errors.${key}`).toContain(`{{${name}}}`);
      }
    }
  });

  it('answers every mutation of valid images with renditions or a refusal, never another error', async () => {
    const land = await scene(320, 240, 14);
    const sources = await Promise.all([
      fromScene(land).jpeg().toBuffer(),
      fromScene(land).jpeg({ progressive: true }).toBuffer(),
      fromScene(land).png().toBuffer(),
      fromScene(land).webp().toBuffer(),
      fromScene(land).webp({ lossless: true }).toBuffer(),
      fromScene(land).gif().toBuffer(),
      fromScene(land).avif({ effort: 1 }).toBuffer(),
    ]);
    const next = prng(2024);
    const outcomes = { accepted: 0, refused: 0 };
    for (const source of sources) {
      for (let i = 0; i < 24; i++) {
        const mutant = Buffer.from(source);
        const edits = 1 + Math.floor(next() * 6);
        for (let e = 0; e < edits; e++) {
          const at = Math.floor(next() * mutant.length);
          mutant[at] = i % 2 ? Math.floor(next() * 256) : mutant[at]! ^ (1 << Math.floor(next() * 8));
        }
        const outcome = await processImage(mutant).then(
          () => 'accepted' as const,
          (e: unknown) => {
            if (!isImageRejectedError(e)) throw e;
            return 'refused' as const;
          },
        );
        outcomes[outcome]++;
      }
    }
    expect(outcomes.accepted + outcomes.refused).toBe(sources.length * 24);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
