import { deflateSync } from 'node:zlib';
import { crc32, u16be, u16le, u32be, u32le } from './bytes';

/*
 * Byte surgery on JPEG segments, PNG chunks, WebP RIFF chunks, GIF blocks and AVIF boxes, for the corpus.
 * Everything is built in memory and deterministically.
 */

// ---------------------------------------------------------------- JPEG

export function jpegSegment(marker: number, payload: Buffer): Buffer {
  if (payload.length > 65533) throw new Error('JPEG segment too long');
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload]);
}

export const commentSegment = (text: string | Buffer) =>
  jpegSegment(0xfe, Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1'));

/** Inserts segments right after SOI. */
export function insertJpegSegments(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Inserts segments just before the first SOS (where a COM between tables and scan would go). */
export function insertBeforeScan(jpeg: Buffer, segments: Buffer[]): Buffer {
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff && jpeg[pos + 1] !== 0xda) {
    pos += 2 + jpeg.readUInt16BE(pos + 2);
  }
  return Buffer.concat([jpeg.subarray(0, pos), ...segments, jpeg.subarray(pos)]);
}

/** Rewrites the frame size in the SOF segment (a "bomb" header over a small body). */
export function patchJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let pos = 2;
  while (pos + 4 <= out.length && out[pos] === 0xff) {
    const marker = out[pos + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height, pos + 5);
      out.writeUInt16BE(width, pos + 7);
      return out;
    }
    pos += 2 + out.readUInt16BE(pos + 2);
  }
  throw new Error('no SOF');
}

/** Inserts a 0x00 byte just before EOI: libjpeg warns "extraneous bytes before marker", as some cameras. */
export function jpegExtraneousBeforeEoi(jpeg: Buffer): Buffer {
  return Buffer.concat([
    jpeg.subarray(0, jpeg.length - 2),
    Buffer.from([0x00]),
    jpeg.subarray(jpeg.length - 2),
  ]);
}

// ---------------------------------------------------------------- PNG

export function pngChunk(type: string, data: Buffer): Buffer {
  const t = Buffer.from(type, 'latin1');
  return Buffer.concat([u32be(data.length), t, data, u32be(crc32(t, data))]);
}

export const textChunk = (keyword: string, text: string) =>
  pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
export const ztxtChunk = (keyword: string, text: string | Buffer) =>
  pngChunk('zTXt', Buffer.concat([Buffer.from(`${keyword}\0\0`, 'latin1'), deflateSync(text)]));
export const itxtChunk = (keyword: string, text: string) =>
  pngChunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text)]));

/** Inserts chunks after IHDR (`head`) or before IEND (`tail`). */
export function insertPngChunks(png: Buffer, chunks: Buffer[], where: 'head' | 'tail' = 'head'): Buffer {
  const at = where === 'head' ? 8 + 12 + 13 : png.length - 12;
  return Buffer.concat([png.subarray(0, at), ...chunks, png.subarray(at)]);
}

/** Rewrites IHDR width/height (and its CRC). */
export function patchPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8) + length (4) + "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/**
 * A PNG written by hand, without libvips: 8-bit RGB, filter type per row cycling through 0..4 where
 * `filters` is set, and either zlib compression or stored (uncompressed) deflate blocks so that raw pixel
 * bytes appear as-is in the file.
 */
export function handPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
  opts: { stored?: boolean; ihdrOnly?: boolean; gray1bit?: boolean } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = opts.gray1bit ? 1 : 8;
  ihdr[9] = opts.gray1bit ? 0 : 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let raw: Buffer;
  if (opts.gray1bit) {
    raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // all-zero: black, filter 0
  } else {
    const stride = width * 3 + 1;
    raw = Buffer.alloc(stride * height);
    for (let y = 0; y < height; y++) {
      raw[y * stride] = 0;
      for (let x = 0; x < width; x++) {
        const [r, g, b] = pixel(x, y);
        const at = y * stride + 1 + x * 3;
        raw[at] = r;
        raw[at + 1] = g;
        raw[at + 2] = b;
      }
    }
  }
  const idat = opts.stored ? storedDeflate(raw) : deflateSync(raw, { level: 9 });
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zlib stream of stored (uncompressed) blocks. */
function storedDeflate(data: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let at = 0; at < data.length || at === 0; at += 65535) {
    const block = data.subarray(at, at + 65535);
    const last = at + 65535 >= data.length ? 1 : 0;
    parts.push(Buffer.from([last]), u16le(block.length), u16le(~block.length & 0xffff), block);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  parts.push(u32be(((b << 16) | a) >>> 0));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------- WebP

export function riffChunk(fourcc: string, data: Buffer): Buffer {
  const parts = [Buffer.from(fourcc, 'latin1'), u32le(data.length), data];
  if (data.length & 1) parts.push(Buffer.alloc(1));
  return Buffer.concat(parts);
}

export function webpChunks(webp: Buffer): Array<{ fourcc: string; data: Buffer }> {
  const chunks: Array<{ fourcc: string; data: Buffer }> = [];
  const total = Math.min(webp.length, webp.readUInt32LE(4) + 8);
  for (let pos = 12; pos + 8 <= total;) {
    const size = webp.readUInt32LE(pos + 4);
    chunks.push({
      fourcc: webp.toString('latin1', pos, pos + 4),
      data: webp.subarray(pos + 8, pos + 8 + size),
    });
    pos += 8 + size + (size & 1);
  }
  return chunks;
}

export function riffWebp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(body.length), body]);
}

/** An extended (VP8X) WebP around a simple lossy one, with EXIF/XMP/ICC chunks as cameras and editors write. */
export function extendedWebp(
  simple: Buffer,
  width: number,
  height: number,
  extra: { exif?: Buffer; xmp?: string; icc?: Buffer; unknown?: Buffer },
): Buffer {
  const image = webpChunks(simple).filter((c) => c.fourcc === 'VP8 ' || c.fourcc === 'VP8L');
  const vp8x = Buffer.alloc(10);
  vp8x[0] = (extra.icc ? 0x20 : 0) | (extra.exif ? 0x08 : 0) | (extra.xmp ? 0x04 : 0);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  return riffWebp([
    riffChunk('VP8X', vp8x),
    ...(extra.icc ? [riffChunk('ICCP', extra.icc)] : []),
    ...image.map((c) => riffChunk(c.fourcc, c.data)),
    ...(extra.exif ? [riffChunk('EXIF', extra.exif)] : []),
    ...(extra.xmp ? [riffChunk('XMP ', Buffer.from(extra.xmp))] : []),
    ...(extra.unknown ? [riffChunk('ZZZZ', extra.unknown)] : []),
  ]);
}

/** Rewrites the frame size in the VP8 key-frame header. */
export function patchVp8Size(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  const at = out.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  if (at < 0) throw new Error('no VP8 start code');
  out.writeUInt16LE(width & 0x3fff, at + 3);
  out.writeUInt16LE(height & 0x3fff, at + 5);
  return out;
}

// ---------------------------------------------------------------- GIF

/** Inserts extension blocks before the first image block (after the global colour table). */
export function insertGifBlocks(gif: Buffer, blocks: Buffer[]): Buffer {
  const flags = gif[10]!;
  const at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  return Buffer.concat([gif.subarray(0, at), ...blocks, gif.subarray(at)]);
}

/** A GIF extension block whose payload is split into sub-blocks of `split` bytes. */
export function gifExtension(label: number, payload: Buffer, split = 255, header?: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([0x21, label])];
  if (header) parts.push(Buffer.from([header.length]), header);
  for (let at = 0; at < payload.length; at += split) {
    const block = payload.subarray(at, at + split);
    parts.push(Buffer.from([block.length]), block);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

export function patchGifScreen(gif: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(gif);
  out.writeUInt16LE(width, 6);
  out.writeUInt16LE(height, 8);
  return out;
}

// ---------------------------------------------------------------- AVIF

/** Rewrites every `ispe` (image spatial extents) property. */
export function patchIspe(avif: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(avif);
  for (let at = out.indexOf('ispe'); at >= 0; at = out.indexOf('ispe', at + 4)) {
    out.writeUInt32BE(width, at + 8);
    out.writeUInt32BE(height, at + 12);
  }
  return out;
}
