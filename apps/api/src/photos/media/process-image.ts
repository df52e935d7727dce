import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@dating/core/domain';
import { findActiveContent } from './active-content';
import { sniffFormat, type ImageFormat } from './image-format';
import { walkContainer, type ByteRange } from './image-structure';

/*
 * The photo pipeline: every upload is checked on its bytes, decoded once and re-encoded, so no byte of the
 * upload reaches a member. Order of checks, cheapest first, so hostile files are refused before a decoder
 * allocates pixels: byte size → magic bytes → container walk (truncation, trailing data) → active-content
 * markers → header dimensions (pixel limit, minimum size) → decode with libvips' `failOn`.
 *
 * Output is WebP only: AVIF does not pay here. `pnpm bench:images` encodes the same thumbnail pixels both
 * ways: AVIF (q50, effort 4) took 30–50× the CPU time of WebP (q72, effort 4) on this two-core machine,
 * 0.3–0.8 s against 11–15 ms per 360×450 thumbnail, and its files were no smaller on the corpus's photos
 * (median 2.9 kB against 2.6 kB). The media route serves `.webp` names only; every current browser shows WebP.
 *
 * libvips runs with sharp's default thread count and its operation cache off, so memory is returned
 * between uploads.
 */

sharp.cache(false);

export type ImageRejectionCode = 'image_unsupported' | 'image_invalid' | 'image_too_large';

/** A refused upload: a stable code (HTTP status comes from the API's error table), a translated message key. */
export class ImageRejectedError extends Error {
  readonly code: ImageRejectionCode;
  /** 'errors.image_unsupported' | 'errors.image_invalid' | 'errors.image_too_large' | 'errors.image_too_small' */
  readonly messageKey: string;
  /** Interpolation values of the message, e.g. `{ max_mb: 15, max_megapixels: 40 }`. */
  readonly params?: Record<string, number>;
  /** Short machine reason for logs and tests: 'svg', 'polyglot', 'truncated', 'too_many_pixels', … */
  readonly reason: string;

  constructor(
    code: ImageRejectionCode,
    reason: string,
    opts: { messageKey?: string; params?: Record<string, number> } = {},
  ) {
    const messageKey = opts.messageKey ?? `errors.${code}`;
    super(`${messageKey} (${reason})`);
    this.name = 'ImageRejectedError';
    this.code = code;
    this.messageKey = messageKey;
    this.reason = reason;
    if (opts.params) this.params = opts.params;
  }
}

export function isImageRejectedError(e: unknown): e is ImageRejectedError {
  return e instanceof ImageRejectedError;
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** WebP, long edge ≤ 1600 px, never upscaled. */
  full: Rendition;
  /** WebP, cover crop 4:5 (360×450 unless the photo is smaller), at most 15 kB. */
  thumb: Rendition;
  /** `data:image/webp;base64,…`, 16 px wide, blurred, under 1 kB: the placeholder while a photo loads. */
  blur: string;
  sourceFormat: ImageFormat;
}

export const FULL_MAX_EDGE = 1600;
export const THUMB_SIZE = { width: 360, height: 450 } as const;
export const THUMB_MAX_BYTES = 15 * 1024;
export const MIN_EDGE = 200;
const BLUR_WIDTH = 16;
/** Tall strips get a squatter placeholder so the data URL stays under 1 kB. */
const BLUR_MAX_HEIGHT = 48;
/** Trailing zero bytes tolerated after the image (some cameras pad files to a block). */
const MAX_ZERO_PADDING = 4096;
const MIB = 1024 * 1024;

/** WebP thumbnail attempts, best first; the last ones soften the picture so noise cannot blow the budget. */
const THUMB_ATTEMPTS: ReadonlyArray<{ quality: number; blur?: number }> = [
  { quality: 72 },
  { quality: 60 },
  { quality: 48 },
  { quality: 36 },
  { quality: 30, blur: 1 },
  { quality: 25, blur: 2.5 },
  { quality: 20, blur: 6 },
];

/** sharp's name for each sniffed format (AVIF is read by libheif). */
const SHARP_FORMAT: Record<ImageFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

function isZeroPadding(buf: Buffer, from: number): boolean {
  if (buf.length - from > MAX_ZERO_PADDING) return false;
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}

/** Byte-level checks: format, container structure, trailing data, active content. */
function inspectBytes(input: Buffer): { format: ImageFormat; declared?: { width: number; height: number } } {
  if (input.length === 0) throw new ImageRejectedError('image_unsupported', 'empty');
  const sniff = sniffFormat(input);
  if (sniff.kind === 'other') throw new ImageRejectedError('image_unsupported', sniff.reason);
  const format = sniff.format;

  const walk = walkContainer(input, format);
  const trailing: ByteRange | null =
    walk.ok && walk.end < input.length ? { start: walk.end, end: input.length } : null;
  // Markers are looked for before truncation is reported: a cut-off polyglot is still a polyglot.
  const hit = findActiveContent(input, walk.ok ? walk.structural : [], walk.ok ? walk.joined : [], trailing);
  if (hit) throw new ImageRejectedError('image_unsupported', 'polyglot');
  if (!walk.ok) throw new ImageRejectedError('image_invalid', walk.problem);
  if (trailing && !isZeroPadding(input, trailing.start)) {
    const after = sniffFormat(input.subarray(trailing.start));
    const foreign = after.kind === 'image' || after.reason !== 'not_an_image';
    throw new ImageRejectedError('image_unsupported', foreign ? 'polyglot' : 'trailing_data');
  }
  return walk.declared ? { format, declared: walk.declared } : { format };
}

/** Maps a libvips/sharp failure on untrusted input to a refusal. */
function decodeFailure(e: unknown, tooLarge: () => ImageRejectedError): ImageRejectedError {
  const message = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(message)) return tooLarge();
  if (/unsupported image format/i.test(message))
    return new ImageRejectedError('image_unsupported', 'decoder');
  if (/premature end|truncat|end of (file|stream|data)|not enough data|unexpected end/i.test(message)) {
    return new ImageRejectedError('image_invalid', 'truncated');
  }
  return new ImageRejectedError('image_invalid', 'corrupt');
}

/** Size of the decoded working copy: long edge ≤ 1600, unless a panorama then keeps 450 px on its short edge. */
function workingSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, Math.max(FULL_MAX_EDGE / long, THUMB_SIZE.height / short));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface RawImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function encodeFull(img: RawImage): Promise<Rendition> {
  const { data, info } = await sharp(img.data, { raw: img.raw })
    .resize({ width: FULL_MAX_EDGE, height: FULL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function encodeThumb(img: RawImage): Promise<Rendition> {
  const { width, height } = img.raw;
  // The largest 4:5 crop around the most salient region, scaled down to 360 px wide (never up).
  const cropWidth = width * 5 > height * 4 ? Math.round((height * 4) / 5) : width;
  const w = Math.max(1, Math.min(THUMB_SIZE.width, cropWidth));
  const h = Math.max(1, Math.round((w * 5) / 4));
  const { data, info } = await sharp(img.data, { raw: img.raw })
    .resize(w, h, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let last: Buffer | null = null;
  for (const attempt of THUMB_ATTEMPTS) {
    let pipeline = sharp(data, { raw });
    if (attempt.blur) pipeline = pipeline.blur(attempt.blur);
    last = await pipeline.webp({ quality: attempt.quality, effort: 4 }).toBuffer();
    if (last.length <= THUMB_MAX_BYTES) break;
  }
  if (!last) throw new Error('no thumbnail attempt');
  return { data: last, width: info.width, height: info.height };
}

async function encodeBlur(img: RawImage): Promise<string> {
  const height = Math.min(
    BLUR_MAX_HEIGHT,
    Math.max(1, Math.round((BLUR_WIDTH * img.raw.height) / img.raw.width)),
  );
  const data = await sharp(img.data, { raw: img.raw })
    .resize(BLUR_WIDTH, height, { fit: 'fill' })
    .blur(0.8)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}

/**
 * Checks, decodes and re-encodes an upload. Throws ImageRejectedError for every refusal (never another error
 * for bad input). Renditions carry no metadata: no EXIF, XMP, IPTC or ICC; pixels are oriented and sRGB.
 */
export async function processImage(
  input: Buffer,
  opts: { maxBytes?: number; maxPixels?: number } = {},
): Promise<ProcessedImage> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  const maxPixels = opts.maxPixels ?? PHOTO_MAX_PIXELS;
  const tooLarge = (reason = 'too_many_pixels') =>
    new ImageRejectedError('image_too_large', reason, {
      params: {
        max_mb: Math.round((maxBytes / MIB) * 10) / 10,
        max_megapixels: Math.round(maxPixels / 100_000) / 10,
      },
    });

  if (input.length > maxBytes) throw tooLarge('too_many_bytes');
  const { format, declared } = inspectBytes(input);
  if (declared && declared.width * declared.height > maxPixels) throw tooLarge();

  const options: SharpOptions = {
    // sharp's strictest level, its advice for untrusted input: truncation, decoder errors and warnings all
    // fail. The corpus holds valid files with benign quirks (stray bytes before EOI, an ancillary chunk
    // with a bad CRC, an out-of-range gAMA) that still pass at this level.
    failOn: 'warning',
    limitInputPixels: maxPixels,
    autoOrient: true,
    sequentialRead: true,
    pages: 1,
  };

  // Header only: dimensions are known before a single pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (e) {
    throw decodeFailure(e, tooLarge);
  }
  if (meta.format !== SHARP_FORMAT[format])
    throw new ImageRejectedError('image_unsupported', 'format_mismatch');
  if (format === 'avif' && meta.compression !== 'av1')
    throw new ImageRejectedError('image_unsupported', 'heic');
  const width = meta.autoOrient.width;
  const height = meta.pageHeight ?? meta.autoOrient.height;
  if (width * height > maxPixels) throw tooLarge();
  if (Math.min(width, height) < MIN_EDGE) {
    throw new ImageRejectedError('image_invalid', 'too_small', {
      messageKey: 'errors.image_too_small',
      params: { min_px: MIN_EDGE },
    });
  }

  const size = workingSize(width, height);
  let working: RawImage;
  try {
    const { data, info } = await sharp(input, options)
      .resize(size.width, size.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    working = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch (e) {
    throw decodeFailure(e, tooLarge);
  }

  const [full, thumb, blur] = await Promise.all([
    encodeFull(working),
    encodeThumb(working),
    encodeBlur(working),
  ]);
  return { full, thumb, blur, sourceFormat: format };
}
