import { gps as exifrGps, parse as exifrParse, sidecar as exifrSidecar } from 'exifr';
import sharp from 'sharp';
import type { MetadataKind } from './corpus-item';
import { webpChunks } from './image-bytes';

/*
 * Looks for metadata in images, for the tests. exifr 7 reads JPEG, PNG, TIFF and HEIF but has no WebP
 * reader, so a WebP rendition is probed three ways: its RIFF chunks and VP8X flags, libwebp's own view
 * (sharp metadata), and exifr run on every EXIF/XMP block either of those finds. The test suite proves the
 * probe can fail with a WebP that does carry metadata.
 */

/** The TIFF block of an EXIF payload, with or without the "Exif\0\0" header. */
function tiffBlock(exif: Buffer): Buffer {
  const mm = exif.indexOf('MM\0*');
  const ii = exif.indexOf('II*\0');
  const at = [mm, ii].filter((n) => n >= 0 && n <= 6).sort((a, b) => a - b)[0];
  return at === undefined ? exif : exif.subarray(at);
}

async function exifHasGps(exif: Buffer): Promise<boolean> {
  const gps = await exifrGps(tiffBlock(exif)).catch(() => undefined);
  return typeof gps?.latitude === 'number';
}

async function xmpHasFields(xmp: Buffer): Promise<boolean> {
  const parsed: unknown = await exifrSidecar(xmp, { xmp: true }, 'xmp').catch(() => undefined);
  return !!parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0;
}

/** Every trace of metadata found in a WebP rendition; empty when clean. */
export async function metadataInWebp(webp: Buffer): Promise<string[]> {
  const found: string[] = [];
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    return ['not a WebP'];
  }
  for (const chunk of webpChunks(webp)) {
    if (!['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk.fourcc)) found.push(`${chunk.fourcc.trim()} chunk`);
    if (chunk.fourcc === 'VP8X' && (chunk.data[0]! & 0x2c) !== 0) found.push('VP8X metadata flags');
    if (chunk.fourcc === 'EXIF' && (await exifHasGps(chunk.data))) found.push('gps (exifr, EXIF chunk)');
    if (chunk.fourcc === 'XMP ' && (await xmpHasFields(chunk.data))) found.push('xmp (exifr, XMP chunk)');
  }
  const meta = await sharp(webp).metadata();
  if (meta.exif) found.push('exif (libwebp)');
  if (meta.xmp) found.push('xmp (libwebp)');
  if (meta.icc) found.push('icc (libwebp)');
  if (meta.iptc) found.push('iptc (libwebp)');
  if (meta.exif && (await exifHasGps(meta.exif))) found.push('gps (exifr, libwebp EXIF)');
  for (const signature of [
    'Exif\0\0',
    'http://ns.adobe.com/xap',
    '<x:xmpmeta',
    'Photoshop 3.0',
    'ICC_PROFILE',
  ]) {
    if (webp.includes(signature, 0, 'latin1')) found.push(`bytes "${signature.replace(/\0/g, '')}"`);
  }
  return found;
}

/**
 * The metadata an upload really carries. `exifr` is what exifr reads from the whole file (JPEG, PNG) or,
 * for containers it cannot open (WebP, GIF, AVIF), from the EXIF and XMP blocks libvips extracts.
 */
export async function metadataInUpload(
  data: Buffer,
): Promise<{ exifr: Set<MetadataKind>; libvips: Set<MetadataKind> }> {
  const libvips = new Set<MetadataKind>();
  const seen = new Set<MetadataKind>();
  const meta = await sharp(data).metadata();
  if (meta.exif) libvips.add('exif');
  if (meta.xmp) libvips.add('xmp');
  if (meta.icc) libvips.add('icc');
  if (meta.iptc) libvips.add('iptc');
  if (meta.format === 'jpeg' || meta.format === 'png') {
    const parsed = (await exifrParse(data, { tiff: true, xmp: true, iptc: true, icc: true, gps: true })) as
      Record<string, unknown> | undefined;
    if (parsed) {
      if (typeof parsed.latitude === 'number') seen.add('gps');
      if ('ProfileVersion' in parsed) seen.add('icc');
      if ('Caption' in parsed || 'Byline' in parsed) seen.add('iptc');
      if ('creator' in parsed) seen.add('xmp');
      if ('Make' in parsed || 'Orientation' in parsed || 'DateTimeOriginal' in parsed) seen.add('exif');
    }
  } else {
    if (meta.exif && Object.keys((await exifrParse(tiffBlock(meta.exif)).catch(() => null)) ?? {}).length) {
      seen.add('exif');
    }
    if (meta.exif && (await exifHasGps(meta.exif))) seen.add('gps');
    if (meta.xmp && (await xmpHasFields(meta.xmp))) seen.add('xmp');
  }
  return { exifr: seen, libvips };
}
