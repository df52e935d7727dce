/**
 * Format sniffing from magic bytes. File names, extensions and declared content types are never consulted:
 * a JPEG named `.png` is a JPEG, an SVG named `.jpg` is an SVG.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export type SniffResult =
  | { kind: 'image'; format: ImageFormat }
  /** `reason` names what the file is instead (svg, html, pdf, zip, tiff, heic, …) or 'not_an_image'. */
  | { kind: 'other'; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(buf: Buffer, bytes: readonly number[] | Buffer, at = 0): boolean {
  if (buf.length < at + bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) if (buf[at + i] !== bytes[i]) return false;
  return true;
}

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.toString('latin1', start, Math.min(end, buf.length));
}

/** Brands of an ISO-BMFF `ftyp` box (major and compatible), or null when the file has none at offset 0. */
export function ftypBrands(buf: Buffer): string[] | null {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return null;
  const size = buf.readUInt32BE(0);
  if (size < 16 || size > buf.length || size > 4096) return null;
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands;
}

/** What a file that is not one of our image formats is, for logs and tests. */
function classifyOther(buf: Buffer): string {
  if (buf.length === 0) return 'empty';
  const head = ascii(buf, 0, 1024)
    .replace(/^\uFEFF|^\xEF\xBB\xBF|^\xFE\xFF|^\xFF\xFE/, '')
    .replace(/\0/g, '')
    .trimStart()
    .toLowerCase();
  if (head.includes('<svg')) return 'svg';
  if (/^<(!doctype html|html|head|body|script|iframe)/.test(head)) return 'html';
  if (head.startsWith('<?xml') || head.startsWith('<!doctype') || head.startsWith('<!--')) return 'xml';
  if (head.startsWith('<?php') || head.startsWith('<?=')) return 'php';
  if (ascii(buf, 0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b]) && (buf[2] ?? 0) < 9) return 'zip';
  if (startsWith(buf, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(buf, Buffer.from('Rar!')) || startsWith(buf, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) {
    return 'archive';
  }
  if (startsWith(buf, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(buf, Buffer.from('MZ'))) return 'executable';
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(buf, Buffer.from('BM'))) return 'bmp';
  if (startsWith(buf, [0x00, 0x00, 0x01, 0x00]) || startsWith(buf, [0x00, 0x00, 0x02, 0x00])) return 'ico';
  if (startsWith(buf, Buffer.from('8BPS'))) return 'psd';
  if (startsWith(buf, [0xff, 0x0a]) || startsWith(buf, Buffer.from('\0\0\0\x0cJXL '))) return 'jxl';
  if (startsWith(buf, Buffer.from('\0\0\0\x0cjP  ')) || startsWith(buf, [0xff, 0x4f, 0xff, 0x51])) {
    return 'jp2';
  }
  const brands = ftypBrands(buf);
  if (brands) {
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b))) {
      return 'heic';
    }
    return 'iso_media';
  }
  if (startsWith(buf, Buffer.from('RIFF'))) return 'riff';
  return 'not_an_image';
}

/** Sniffs the real format from the first bytes. Only JPEG, PNG, WebP, GIF and AVIF count as images. */
export function sniffFormat(buf: Buffer): SniffResult {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (startsWith(buf, PNG_SIGNATURE)) return { kind: 'image', format: 'png' };
  const gifHeader = ascii(buf, 0, 6);
  if ((gifHeader === 'GIF87a' || gifHeader === 'GIF89a') && buf.length >= 13) {
    return { kind: 'image', format: 'gif' };
  }
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' };
  const brands = ftypBrands(buf);
  if (brands && (brands[0] === 'avif' || brands[0] === 'avis' || brands.includes('avif'))) {
    return { kind: 'image', format: 'avif' };
  }
  return { kind: 'other', reason: classifyOther(buf) };
}
