import type { ImageFormat } from './image-format';

/**
 * Container walks for the five accepted formats, done on the raw bytes before any decoder runs. A walk finds
 * where the image really ends (JPEG EOI, PNG IEND, GIF trailer, RIFF size of WebP, last ISO-BMFF box of AVIF),
 * whether the file stops early, and which byte ranges are not compressed pixel data (headers, metadata,
 * comments, extensions): those ranges are where text payloads of polyglots live and are scanned strictly.
 */

export interface ByteRange {
  start: number;
  end: number;
}

export type ContainerWalk =
  | {
      ok: true;
      /** Offset just after the image's last byte; anything after it is trailing data. */
      end: number;
      /** Headers, metadata and comment segments (everything that is not entropy-coded pixel data). */
      structural: ByteRange[];
      /** Payloads split into sub-blocks (GIF extensions), joined so a marker cannot hide across a split. */
      joined: Buffer[];
      /**
       * Canvas size the header declares where a decoder may trust it over the frame (GIF: the logical screen
       * and every frame's extent), for the pixel limit.
       */
      declared?: { width: number; height: number };
    }
  | { ok: false; problem: 'truncated' | 'corrupt'; detail: string };

type Walk = ContainerWalk;
const truncated = (detail: string): Walk => ({ ok: false, problem: 'truncated', detail });
const corrupt = (detail: string): Walk => ({ ok: false, problem: 'corrupt', detail });

export function walkContainer(buf: Buffer, format: ImageFormat): ContainerWalk {
  switch (format) {
    case 'jpeg':
      return walkJpegFile(buf);
    case 'png':
      return walkPng(buf);
    case 'gif':
      return walkGif(buf);
    case 'webp':
      return walkWebp(buf);
    case 'avif':
      return walkIsoBmff(buf);
  }
}

// ---------------------------------------------------------------- JPEG

interface JpegStream {
  end: number;
  mpf: boolean;
}

/** One JPEG stream from SOI to EOI; pushes every marker segment to `structural`. */
function walkJpegStream(buf: Buffer, start: number, structural: ByteRange[]): JpegStream | Walk {
  let pos = start + 2;
  let mpf = false;
  for (;;) {
    if (pos >= buf.length) return truncated('jpeg: no EOI');
    if (buf[pos] !== 0xff) return corrupt(`jpeg: expected a marker at ${pos}`);
    while (pos < buf.length && buf[pos] === 0xff) pos++; // fill bytes
    if (pos >= buf.length) return truncated('jpeg: no EOI');
    const marker = buf[pos]!;
    pos++;
    if (marker === 0xd9) return { end: pos, mpf };
    if (marker === 0xd8 || marker === 0x00) return corrupt('jpeg: unexpected marker');
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // standalone markers
    if (pos + 2 > buf.length) return truncated('jpeg: segment length');
    const length = buf.readUInt16BE(pos);
    if (length < 2) return corrupt('jpeg: segment length');
    const segmentEnd = pos + length;
    if (segmentEnd > buf.length) return truncated('jpeg: segment');
    structural.push({ start: pos - 2, end: segmentEnd });
    if (marker === 0xe2 && buf.toString('latin1', pos + 2, pos + 6) === 'MPF\0') mpf = true;
    pos = segmentEnd;
    if (marker !== 0xda) continue;
    // Entropy-coded data after SOS: runs until a 0xFF that is neither stuffing (FF00), a restart marker,
    // nor a fill byte.
    for (;;) {
      const ff = buf.indexOf(0xff, pos);
      if (ff < 0 || ff + 1 >= buf.length) return truncated('jpeg: scan data');
      const next = buf[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        pos = ff + 2;
      } else if (next === 0xff) {
        pos = ff + 1;
      } else {
        pos = ff;
        break;
      }
    }
  }
}

function walkJpegFile(buf: Buffer): Walk {
  const structural: ByteRange[] = [];
  const first = walkJpegStream(buf, 0, structural);
  if ('ok' in first) return first;
  let end = first.end;
  // Multi-Picture Format (Ultra HDR gain maps, camera previews): further JPEG streams follow the first EOI
  // and are declared in an APP2 "MPF" segment. They are walked like the first one; anything else is trailing.
  if (first.mpf) {
    while (end + 3 <= buf.length && buf[end] === 0xff && buf[end + 1] === 0xd8 && buf[end + 2] === 0xff) {
      const next = walkJpegStream(buf, end, structural);
      if ('ok' in next) return next;
      end = next.end;
    }
  }
  return { ok: true, end, structural, joined: [] };
}

// ---------------------------------------------------------------- PNG

function walkPng(buf: Buffer): Walk {
  const structural: ByteRange[] = [{ start: 0, end: 8 }];
  let pos = 8;
  let first = true;
  for (;;) {
    if (pos + 8 > buf.length) return truncated('png: no IEND');
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return corrupt('png: chunk header');
    if (first && (type !== 'IHDR' || length !== 13)) return corrupt('png: IHDR must come first');
    first = false;
    const chunkEnd = pos + 12 + length;
    if (chunkEnd > buf.length) return truncated(`png: ${type} chunk`);
    if (type !== 'IDAT' && type !== 'fdAT') structural.push({ start: pos, end: chunkEnd });
    pos = chunkEnd;
    if (type === 'IEND') return { ok: true, end: pos, structural, joined: [] };
  }
}

// ---------------------------------------------------------------- GIF

function colourTableBytes(flags: number): number {
  return flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
}

/** Sub-blocks from `pos`: returns the offset after the terminator and the joined payload, or a failure. */
function readSubBlocks(buf: Buffer, pos: number, collect: boolean): { pos: number; data: Buffer } | Walk {
  const parts: Buffer[] = [];
  for (;;) {
    if (pos >= buf.length) return truncated('gif: sub-blocks');
    const size = buf[pos]!;
    pos++;
    if (size === 0) return { pos, data: collect ? Buffer.concat(parts) : Buffer.alloc(0) };
    if (pos + size > buf.length) return truncated('gif: sub-block');
    if (collect) parts.push(buf.subarray(pos, pos + size));
    pos += size;
  }
}

function walkGif(buf: Buffer): Walk {
  const structural: ByteRange[] = [];
  const joined: Buffer[] = [];
  let pos = 13 + colourTableBytes(buf[10]!);
  if (pos > buf.length) return truncated('gif: global colour table');
  structural.push({ start: 0, end: pos });
  const declared = { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  for (;;) {
    if (pos >= buf.length) return truncated('gif: no trailer');
    const introducer = buf[pos]!;
    if (introducer === 0x3b) return { ok: true, end: pos + 1, structural, joined, declared };
    if (introducer === 0x21) {
      if (pos + 2 > buf.length) return truncated('gif: extension');
      const blocks = readSubBlocks(buf, pos + 2, true);
      if ('ok' in blocks) return blocks;
      structural.push({ start: pos, end: blocks.pos });
      joined.push(blocks.data);
      pos = blocks.pos;
    } else if (introducer === 0x2c) {
      if (pos + 10 > buf.length) return truncated('gif: image descriptor');
      declared.width = Math.max(declared.width, buf.readUInt16LE(pos + 1) + buf.readUInt16LE(pos + 5));
      declared.height = Math.max(declared.height, buf.readUInt16LE(pos + 3) + buf.readUInt16LE(pos + 7));
      const headerEnd = pos + 10 + colourTableBytes(buf[pos + 9]!);
      if (headerEnd + 1 > buf.length) return truncated('gif: local colour table');
      structural.push({ start: pos, end: headerEnd + 1 });
      const blocks = readSubBlocks(buf, headerEnd + 1, false);
      if ('ok' in blocks) return blocks;
      pos = blocks.pos;
    } else {
      return corrupt(`gif: unknown block 0x${introducer.toString(16)}`);
    }
  }
}

// ---------------------------------------------------------------- WebP

const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

function walkWebp(buf: Buffer): Walk {
  if (buf.length < 12) return truncated('webp: RIFF header');
  const total = buf.readUInt32LE(4) + 8;
  if (total < 20) return corrupt('webp: RIFF size');
  if (buf.length < total) return truncated('webp: shorter than its RIFF size');
  const structural: ByteRange[] = [{ start: 0, end: 12 }];
  let pos = 12;
  let image = false;
  while (pos < total) {
    if (pos + 8 > total) return corrupt('webp: chunk header');
    const fourcc = buf.toString('latin1', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const dataEnd = pos + 8 + size;
    if (dataEnd > total) return corrupt(`webp: ${fourcc} beyond RIFF size`);
    if (WEBP_PIXEL_CHUNKS.has(fourcc)) {
      if (fourcc !== 'ALPH') image = true;
      structural.push({ start: pos, end: pos + 8 });
    } else {
      structural.push({ start: pos, end: dataEnd });
    }
    pos = dataEnd + (size & 1);
  }
  if (!image) return corrupt('webp: no image chunk');
  return { ok: true, end: total, structural, joined: [] };
}

// ---------------------------------------------------------------- AVIF (ISO-BMFF)

const TOP_LEVEL_BOXES = new Set([
  'ftyp',
  'meta',
  'mdat',
  'moov',
  'free',
  'skip',
  'wide',
  'pdin',
  'moof',
  'mfra',
  'styp',
  'sidx',
  'uuid',
]);

function walkIsoBmff(buf: Buffer): Walk {
  const structural: ByteRange[] = [];
  let pos = 0;
  let meta = false;
  while (pos + 8 <= buf.length) {
    const type = buf.toString('latin1', pos + 4, pos + 8);
    // An unknown box type is not part of the image: from here on it is trailing data.
    if (!TOP_LEVEL_BOXES.has(type)) break;
    const size32 = buf.readUInt32BE(pos);
    let header = 8;
    let size: number;
    if (size32 === 1) {
      if (pos + 16 > buf.length) return truncated('avif: box size');
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size32 === 0) {
      size = buf.length - pos;
    } else {
      size = size32;
    }
    if (size < header) return corrupt(`avif: ${type} box size`);
    const boxEnd = pos + size;
    if (boxEnd > buf.length) return truncated(`avif: ${type} box`);
    if (type === 'meta') meta = true;
    structural.push(type === 'mdat' ? { start: pos, end: pos + header } : { start: pos, end: boxEnd });
    pos = boxEnd;
  }
  if (!meta) return corrupt('avif: no meta box');
  return { ok: true, end: pos, structural, joined: [] };
}
