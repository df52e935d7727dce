import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STATUS_OF } from '../../src/shared/api-error';
import { generateCorpus } from './corpus';
import type { CorpusItem } from './corpus-item';
import {
  FULL_MAX_EDGE,
  THUMB_MAX_BYTES,
  THUMB_SIZE,
  isImageRejectedError,
  processImage,
} from '../../src/photos/media/process-image';
import { metadataInUpload, metadataInWebp } from './metadata-probe';

const corpus = await generateCorpus();
const accepted = corpus.filter((i) => i.expect === 'accept');
const hostile = corpus.filter((i) => i.expect !== 'accept');

const family = (prefix: string) => corpus.filter((i) => i.name.startsWith(prefix)).length;

function digest(items: CorpusItem[]): string {
  const hash = createHash('sha256');
  for (const item of items) hash.update(item.name).update(item.expect).update(item.data);
  return hash.digest('hex');
}

async function webpSize(data: Buffer): Promise<{ format: string; width?: number; height?: number }> {
  const m = await sharp(data).metadata();
  return { format: m.format, width: m.width, height: m.height };
}

describe('the hostile-image corpus', () => {
  it('holds at least 200 items across every family the issue names', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(hostile.length).toBeGreaterThanOrEqual(150);
    expect(family('jpeg/gps-orientation-')).toBe(8);
    expect(family('svg/')).toBeGreaterThanOrEqual(10);
    expect(family('polyglot/')).toBeGreaterThanOrEqual(25);
    expect(family('bomb/')).toBeGreaterThanOrEqual(10);
    expect(family('truncated/')).toBeGreaterThanOrEqual(60);
    expect(family('tiny/')).toBeGreaterThanOrEqual(5);
    expect(family('wrong-ext/')).toBeGreaterThanOrEqual(5);
    for (const format of ['jpeg/', 'png/', 'webp/', 'gif/', 'avif/'])
      expect(family(format)).toBeGreaterThan(2);
    for (const item of hostile) expect(item.reason, item.name).toBeTruthy();
  });

  it('is generated the same way every time', async () => {
    expect(digest(await generateCorpus())).toBe(digest(corpus));
  });

  it.each(accepted.filter((i) => i.carries?.length))('$name carries the metadata it claims', async (item) => {
    const seen = await metadataInUpload(item.data);
    for (const kind of item.carries ?? []) {
      const readers =
        item.name.startsWith('jpeg/') || item.name.startsWith('png/')
          ? seen.exifr
          : new Set([...seen.exifr, ...seen.libvips]);
      expect(readers.has(kind), `${item.name} should carry ${kind}`).toBe(true);
      if (kind === 'gps') expect(seen.exifr.has('gps'), `${item.name}: exifr sees GPS`).toBe(true);
    }
  });
});

describe('accepted uploads: clean renditions', () => {
  it.each(accepted)('$name', async (item) => {
    const out = await processImage(item.data);

    expect(await webpSize(out.full.data)).toEqual({
      format: 'webp',
      width: out.full.width,
      height: out.full.height,
    });
    expect(Math.max(out.full.width, out.full.height)).toBeLessThanOrEqual(FULL_MAX_EDGE);
    if (item.full) expect({ width: out.full.width, height: out.full.height }).toEqual(item.full);

    expect(await webpSize(out.thumb.data)).toEqual({
      format: 'webp',
      width: out.thumb.width,
      height: out.thumb.height,
    });
    expect(out.thumb.data.length).toBeLessThanOrEqual(THUMB_MAX_BYTES);
    expect(out.thumb.width).toBeLessThanOrEqual(THUMB_SIZE.width);
    expect(Math.abs(out.thumb.width * 5 - out.thumb.height * 4)).toBeLessThanOrEqual(5);

    expect(out.blur).toMatch(/^data:image\/webp;base64,/);
    expect(out.blur.length).toBeLessThan(1024);
    const blur = Buffer.from(out.blur.slice(out.blur.indexOf(',') + 1), 'base64');
    expect((await webpSize(blur)).width).toBe(16);

    expect(await metadataInWebp(out.full.data)).toEqual([]);
    expect(await metadataInWebp(out.thumb.data)).toEqual([]);
    expect(await metadataInWebp(blur)).toEqual([]);
  });
});

describe('hostile uploads: refused with a 4xx code', () => {
  it.each(hostile)('$name → $expect ($reason)', async (item) => {
    const err = await processImage(item.data).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isImageRejectedError(err), `${item.name}: ${String(err)}`).toBe(true);
    if (!isImageRejectedError(err)) return;
    expect({ code: err.code, reason: err.reason }).toEqual({ code: item.expect, reason: item.reason });
    expect(STATUS_OF[err.code]).toBeGreaterThanOrEqual(400);
    expect(STATUS_OF[err.code]).toBeLessThan(500);
    expect(err.messageKey).toBe(err.reason === 'too_small' ? 'errors.image_too_small' : `errors.${err.code}`);
  });
});

describe('the metadata probe', () => {
  it('finds the metadata of a WebP that keeps it, so an empty finding means something', async () => {
    const source = corpus.find((i) => i.name === 'jpeg/all-metadata.jpg');
    if (!source) throw new Error('corpus item missing');
    const leaky = await sharp(source.data).keepMetadata().webp().toBuffer();
    expect(await metadataInWebp(leaky)).toEqual(
      expect.arrayContaining([
        'EXIF chunk',
        'XMP chunk',
        'ICCP chunk',
        'VP8X metadata flags',
        'gps (exifr, EXIF chunk)',
        'xmp (exifr, XMP chunk)',
        'exif (libwebp)',
        'icc (libwebp)',
      ]),
    );
  });
});
