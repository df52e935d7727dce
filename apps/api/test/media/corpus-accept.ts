import { deflateSync } from 'node:zlib';
import sharp, { type AvifOptions } from 'sharp';
import type { CorpusItem } from './corpus-item';
import { jpegItems } from './corpus-jpeg';
import { accept, GPS, p3Icc } from './corpus-kit';
import {
  extendedWebp,
  gifExtension,
  handPng,
  insertGifBlocks,
  insertPngChunks,
  itxtChunk,
  pngChunk,
  textChunk,
  ztxtChunk,
} from './image-bytes';
import { buildExifTiff, xmpPacket } from './metadata-bytes';
import { fromScene, type RawScene, scene } from './scenes';

/*
 * Awkward but legitimate uploads: every one must be accepted, and its renditions must carry no metadata.
 * `carries` lists what the upload itself holds, so the test can prove the metadata was there and is gone.
 */

function badCrc(chunk: Buffer): Buffer {
  const out = Buffer.from(chunk);
  out.writeUInt32BE(0xdeadbeef, out.length - 4);
  return out;
}

/**
 * 64 MB of zeros deflated into ~65 kB, in each compressed metadata chunk: libpng stops inflating at its
 * chunk limit, so memory stays bounded; the pixels are fine and the metadata is dropped anyway.
 */
function metadataBombs(png: Buffer): CorpusItem[] {
  const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  const chunk = (type: string, header: string) =>
    pngChunk(type, Buffer.concat([Buffer.from(header, 'latin1'), bomb]));
  const note = (type: string) => `${type} inflating to 64 MB: bounded by libpng's chunk limit, then dropped`;
  return [
    accept('png/ztxt-bomb.png', insertPngChunks(png, [chunk('zTXt', 'Comment\0\0')]), note('zTXt')),
    accept('png/iccp-bomb.png', insertPngChunks(png, [chunk('iCCP', 'icc\0\0')]), note('iCCP')),
    accept(
      'png/itxt-bomb.png',
      insertPngChunks(png, [chunk('iTXt', 'XML:com.adobe.xmp\0\x01\0\0\0')]),
      note('compressed iTXt'),
    ),
  ];
}

async function pngItems(land: RawScene, alpha: RawScene): Promise<CorpusItem[]> {
  const png = await fromScene(land).png().toBuffer();
  const p3 = await fromScene(land).withIccProfile('p3').png().toBuffer();
  const eXIf = pngChunk('eXIf', buildExifTiff({ gps: GPS, orientation: 1 }));
  const hand = (stored: boolean) =>
    handPng(420, 300, (x, y) => [(x * 255) / 420, (y * 255) / 300, ((x + y) * 255) / 720], { stored });
  return [
    accept('png/rgb.png', png, 'RGB PNG from libvips'),
    accept(
      'png/rgba-transparent.png',
      await fromScene(alpha).png().toBuffer(),
      'alpha channel: flattened on white',
    ),
    accept(
      'png/palette.png',
      await fromScene(land).png({ palette: true }).toBuffer(),
      'palette PNG (libimagequant)',
    ),
    accept('png/grayscale.png', await fromScene(land).grayscale().png().toBuffer(), '8-bit grey'),
    accept('png/gray-alpha.png', await fromScene(alpha).grayscale().png().toBuffer(), 'grey with alpha'),
    accept(
      'png/16-bit.png',
      await fromScene(land).toColourspace('rgb16').png().toBuffer(),
      '16 bits per channel',
    ),
    accept(
      'png/interlaced.png',
      await fromScene(land).png({ progressive: true }).toBuffer(),
      'Adam7 interlaced',
    ),
    accept('png/hand-zlib.png', hand(false), 'written without libvips: zlib IDAT'),
    accept(
      'png/hand-stored.png',
      hand(true),
      'written without libvips: uncompressed (stored) deflate blocks',
    ),
    accept(
      'png/text-comment.png',
      insertPngChunks(png, [textChunk('Comment', 'Beach, summer')]),
      'tEXt chunk',
    ),
    accept(
      'png/ztxt.png',
      insertPngChunks(png, [ztxtChunk('Description', 'Compressed description')]),
      'zTXt',
    ),
    accept(
      'png/itxt-xmp.png',
      insertPngChunks(png, [itxtChunk('XML:com.adobe.xmp', xmpPacket())]),
      'XMP in iTXt',
      {
        carries: ['xmp'],
      },
    ),
    accept('png/exif-gps.png', insertPngChunks(png, [eXIf]), 'eXIf chunk with GPS', {
      carries: ['exif', 'gps'],
    }),
    accept('png/iccp-p3.png', p3, 'iCCP with a Display P3 profile', { carries: ['icc'] }),
    accept(
      'png/all-metadata.png',
      insertPngChunks(p3, [eXIf, itxtChunk('XML:com.adobe.xmp', xmpPacket()), textChunk('Author', 'Jane')]),
      'iCCP, eXIf, iTXt and tEXt together',
      { carries: ['exif', 'gps', 'xmp', 'icc'] },
    ),
    accept('png/zero-padding.png', Buffer.concat([png, Buffer.alloc(8)]), '8 zero bytes after IEND'),
    ...metadataBombs(png),
    accept(
      'png/ancillary-crc-error.png',
      insertPngChunks(png, [badCrc(textChunk('Comment', 'scanner 2009'))]),
      'a tEXt chunk with a wrong CRC: libpng drops it and decodes the image',
    ),
    accept(
      'png/quirky-colour-chunks.png',
      insertPngChunks(png, [pngChunk('gAMA', Buffer.alloc(4)), pngChunk('sRGB', Buffer.from([9]))]),
      'gAMA of zero and an out-of-range sRGB intent, as old editors wrote: ignored',
    ),
    accept(
      'png/6000x6000-1bit.png',
      handPng(6000, 6000, () => [0, 0, 0], { gray1bit: true }),
      '36 megapixels of 1-bit grey: large but within the pixel limit',
      { full: { width: 1600, height: 1600 } },
    ),
  ];
}

/** Three 320×240 scenes (seeds `seedBase` + 1..3) as one animation, 100 ms a frame. */
async function threeFrames(seedBase: number, format: 'webp' | 'gif'): Promise<Buffer> {
  const frames = await Promise.all([1, 2, 3].map((seed) => scene(320, 240, seedBase + seed)));
  const raw = sharp(Buffer.concat(frames.map((f) => f.data)), {
    raw: { width: 320, height: 720, channels: 3, pageHeight: 240 },
  });
  const options = { loop: 0, delay: [100, 100, 100] };
  return (format === 'webp' ? raw.webp(options) : raw.gif(options)).toBuffer();
}

async function webpItems(land: RawScene, alpha: RawScene): Promise<CorpusItem[]> {
  const lossy = await fromScene(land).webp().toBuffer();
  const icc = await p3Icc();
  const exif = buildExifTiff({ gps: GPS, orientation: 1 });
  const animated = await threeFrames(100, 'webp');
  return [
    accept('webp/lossy.webp', lossy, 'lossy VP8'),
    accept('webp/lossless.webp', await fromScene(land).webp({ lossless: true }).toBuffer(), 'lossless VP8L'),
    accept('webp/alpha.webp', await fromScene(alpha).webp().toBuffer(), 'lossy with ALPH chunk'),
    accept(
      'webp/near-lossless.webp',
      await fromScene(land).webp({ nearLossless: true }).toBuffer(),
      'near-lossless',
    ),
    accept('webp/exif-gps.webp', extendedWebp(lossy, 600, 400, { exif }), 'VP8X with an EXIF chunk (GPS)', {
      carries: ['exif', 'gps'],
    }),
    accept('webp/xmp.webp', extendedWebp(lossy, 600, 400, { xmp: xmpPacket() }), 'VP8X with an XMP chunk', {
      carries: ['xmp'],
    }),
    accept('webp/icc.webp', extendedWebp(lossy, 600, 400, { icc }), 'VP8X with an ICCP chunk', {
      carries: ['icc'],
    }),
    accept(
      'webp/all-metadata.webp',
      extendedWebp(lossy, 600, 400, { exif, icc, xmp: xmpPacket(), unknown: Buffer.from('vendor data') }),
      'ICCP, EXIF, XMP and an unknown chunk',
      { carries: ['exif', 'gps', 'xmp', 'icc'] },
    ),
    accept('webp/animated.webp', animated, 'three frames: the first is kept', {
      full: { width: 320, height: 240 },
    }),
  ];
}

async function gifItems(land: RawScene, alpha: RawScene): Promise<CorpusItem[]> {
  const gif = await fromScene(land).gif().toBuffer();
  const animated = await threeFrames(200, 'gif');
  return [
    accept('gif/static.gif', gif, 'single-frame GIF'),
    accept('gif/animated.gif', animated, 'three frames: the first is kept', {
      full: { width: 320, height: 240 },
    }),
    accept('gif/transparent.gif', await fromScene(alpha).gif().toBuffer(), 'transparent GIF'),
    accept(
      'gif/comment.gif',
      insertGifBlocks(gif, [gifExtension(0xfe, Buffer.from('Made with an old scanner'))]),
      'comment extension',
    ),
    accept(
      'gif/xmp-app-extension.gif',
      insertGifBlocks(gif, [gifExtension(0xff, Buffer.from(xmpPacket()), 255, Buffer.from('XMP DataXMP'))]),
      'XMP application extension',
    ),
  ];
}

async function avifItems(land: RawScene, alpha: RawScene): Promise<CorpusItem[]> {
  const small = await fromScene(land).resize(420, 280).raw().toBuffer();
  const avif = (o: AvifOptions = {}) =>
    sharp(small, { raw: { width: 420, height: 280, channels: 3 } }).avif({ effort: 1, ...o });
  return [
    accept('avif/plain.avif', await avif().toBuffer(), 'AVIF (AV1 in HEIF)', {
      full: { width: 420, height: 280 },
    }),
    accept(
      'avif/exif-xmp.avif',
      await avif()
        .withExif({
          IFD0: { Artist: 'Jane Example' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '52/1 31/1 12/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '13/1 24/1 0/1',
          },
        })
        .withXmp(xmpPacket())
        .toBuffer(),
      'AVIF with EXIF (GPS) and XMP items',
      { carries: ['exif', 'gps', 'xmp'] },
    ),
    accept('avif/10-bit.avif', await avif({ bitdepth: 10 }).toBuffer(), '10-bit AV1'),
    accept(
      'avif/alpha.avif',
      await fromScene(alpha).resize(300, 300).avif({ effort: 1 }).toBuffer(),
      'AVIF with an alpha plane',
    ),
  ];
}

async function wrongExtensionItems(land: RawScene): Promise<CorpusItem[]> {
  const small = fromScene(land).resize(300, 200);
  const note = (real: string) => `a ${real} under a misleading name: the bytes decide`;
  return [
    accept('wrong-ext/jpeg-named.png', await small.clone().jpeg().toBuffer(), note('JPEG')),
    accept('wrong-ext/png-named.jpg', await small.clone().png().toBuffer(), note('PNG')),
    accept('wrong-ext/webp-named.gif', await small.clone().webp().toBuffer(), note('WebP')),
    accept('wrong-ext/gif-named.webp', await small.clone().gif().toBuffer(), note('GIF')),
    accept('wrong-ext/avif-named.heic', await small.clone().avif({ effort: 1 }).toBuffer(), note('AVIF')),
    accept('wrong-ext/jpeg-named.svg', await small.clone().jpeg().toBuffer(), note('JPEG')),
    accept('wrong-ext/jpeg-no-extension', await small.clone().jpeg({ quality: 70 }).toBuffer(), note('JPEG')),
    accept(
      'wrong-ext/png-named.JPEG',
      await small.clone().png({ compressionLevel: 1 }).toBuffer(),
      note('PNG'),
    ),
  ];
}

export async function acceptItems(): Promise<CorpusItem[]> {
  const [land, big, noisy, alpha] = await Promise.all([
    scene(600, 400, 1),
    scene(3000, 2000, 2),
    scene(1200, 900, 3, { noise: 60 }),
    scene(480, 480, 4, { alpha: true }),
  ]);
  const groups = await Promise.all([
    jpegItems(land, big, noisy),
    pngItems(land, alpha),
    webpItems(land, alpha),
    gifItems(land, alpha),
    avifItems(land, alpha),
    wrongExtensionItems(land),
  ]);
  return groups.flat();
}
