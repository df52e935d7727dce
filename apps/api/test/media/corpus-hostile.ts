import { gzipSync } from 'node:zlib';
import type { CorpusItem } from './corpus-item';
import { makeZip, randomBytes } from './bytes';
import { refuse, type Sources, sources, text, unsupported } from './corpus-kit';
import { polyglotItems } from './corpus-polyglot';
import {
  extendedWebp,
  handPng,
  insertJpegSegments,
  patchGifScreen,
  patchIspe,
  patchJpegSize,
  patchPngSize,
  patchVp8Size,
  textChunk,
} from './image-bytes';
import { buildExifTiff, exifSegment } from './metadata-bytes';
import { fromScene, type RawScene, scene } from './scenes';

/* Hostile uploads: every one must be refused with the given code and reason. */

const SVG_BODY = '<rect width="300" height="300" fill="#c33"/>';
function svgItems(): CorpusItem[] {
  const svg = (inner: string, attrs = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="300"${attrs}>${inner}</svg>`;
  const plain = svg(SVG_BODY);
  const items: Array<[string, Buffer, string]> = [
    ['svg/plain.svg', text(plain), 'plain SVG'],
    ['svg/script.svg', text(svg(`${SVG_BODY}<script>alert(document.cookie)</script>`)), 'SVG with <script>'],
    ['svg/onload.svg', text(svg(SVG_BODY, ' onload="alert(1)"')), 'SVG with an onload handler'],
    [
      'svg/external-href.svg',
      text(svg('<image href="http://169.254.169.254/latest/meta-data/" width="300" height="300"/>')),
      'SVG loading an external (SSRF) URL',
    ],
    [
      'svg/xlink-file.svg',
      text(svg('<image xlink:href="file:///etc/passwd" width="9" height="9"/>')),
      'file: URL',
    ],
    [
      'svg/xml-declaration.svg',
      text(`<?xml version="1.0" encoding="UTF-8"?>\n${plain}`),
      'XML declaration first',
    ],
    [
      'svg/doctype-entities.svg',
      text(`<!DOCTYPE svg [<!ENTITY x "xxxxxxxx">]>${plain}`),
      'DOCTYPE with entities',
    ],
    ['svg/bom.svg', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text(plain)]), 'UTF-8 byte-order mark'],
    [
      'svg/utf16.svg',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(plain, 'utf16le')]),
      'UTF-16 text',
    ],
    ['svg/leading-space.svg', text(`\n\n   \t${plain}`), 'whitespace before the root'],
    ['svg/comment-first.svg', text(`<!-- made by hand -->${plain}`), 'comment before the root'],
    ['svg/named.jpg', text(svg(`${SVG_BODY}<script>fetch('/api')</script>`)), 'SVG under a .jpg name'],
    ['svg/named.png', text(plain), 'SVG under a .png name'],
    [
      'svg/embedded-jpeg.svg',
      text(
        svg('<image href="data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==" width="9" height="9"/>'),
      ),
      'SVG wrapping a data: URL',
    ],
  ];
  return [
    ...items.map(([name, data, note]) => unsupported(name, data, 'svg', note)),
    unsupported('svg/compressed.svgz', gzipSync(text(plain)), 'gzip', 'gzip-compressed SVG'),
  ];
}

async function nonImageItems(land: RawScene): Promise<CorpusItem[]> {
  const jpeg = await fromScene(land).resize(300, 200).jpeg().toBuffer();
  const tiff = await fromScene(land).resize(300, 200).tiff().toBuffer();
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
  const bmp = Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(52)]);
  const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 32, 32]), Buffer.alloc(40)]);
  const ftyp = (major: string, compatible: string) => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write(`ftyp${major}\0\0\0\0${compatible}`, 4, 'latin1');
    return Buffer.concat([box, Buffer.alloc(64)]);
  };
  const items: CorpusItem[] = [
    unsupported(
      'other/page.html',
      text('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'html',
      'HTML page',
    ),
    unsupported(
      'other/page-named.jpg',
      text('<html><body onload="alert(1)">hi</body></html>'),
      'html',
      'HTML named .jpg',
    ),
    unsupported('other/notes.txt', text('Hello, this is just text.\n'), 'not_an_image', 'plain text'),
    unsupported('other/data.json', text('{"image":"no"}'), 'not_an_image', 'JSON'),
    unsupported('other/shell.php', text('<?php system($_GET["c"]); ?>'), 'php', 'PHP web shell'),
    unsupported('other/doc.pdf', text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'pdf', 'PDF'),
    unsupported(
      'other/pdf-then-jpeg.jpg',
      Buffer.concat([text('%PDF-1.5\n%\u00e2\u00e3\n'), jpeg]),
      'pdf',
      'PDF header in front of a JPEG',
    ),
    unsupported('other/archive.zip', makeZip([{ name: 'a.txt', data: text('hello') }]), 'zip', 'ZIP archive'),
    unsupported('other/program.elf', elf, 'executable', 'ELF executable'),
    unsupported(
      'other/program.exe',
      Buffer.concat([text('MZ'), Buffer.alloc(62)]),
      'executable',
      'PE executable',
    ),
    unsupported('other/empty.jpg', Buffer.alloc(0), 'empty', 'zero bytes'),
    unsupported('other/one-byte.jpg', Buffer.from([0xff]), 'not_an_image', 'one byte'),
    unsupported('other/soi-only.jpg', Buffer.from([0xff, 0xd8]), 'not_an_image', 'a bare SOI marker'),
    unsupported('other/scan.tiff', tiff, 'tiff', 'TIFF (not an accepted format)'),
    unsupported('other/bitmap.bmp', bmp, 'bmp', 'BMP'),
    unsupported('other/favicon.ico', ico, 'ico', 'ICO'),
    unsupported('other/layers.psd', Buffer.concat([text('8BPS'), Buffer.alloc(40)]), 'psd', 'Photoshop'),
    unsupported('other/iphone.heic', ftyp('heic', 'mif1'), 'heic', 'HEIC (HEVC, no decoder)'),
    unsupported('other/video.mp4', ftyp('isom', 'mp41'), 'iso_media', 'MP4 video'),
    unsupported('other/image.jxl', Buffer.from([0xff, 0x0a, 0xfa, 0x7f, 0, 0, 0, 0]), 'jxl', 'JPEG XL'),
    unsupported(
      'other/image.jp2',
      Buffer.concat([Buffer.from('\0\0\0\x0cjP  \r\n\x87\n', 'latin1'), Buffer.alloc(40)]),
      'jp2',
      'JPEG 2000',
    ),
    unsupported(
      'other/archive.rar',
      Buffer.concat([text('Rar!\x1a\x07\x00'), Buffer.alloc(20)]),
      'archive',
      'RAR',
    ),
    unsupported(
      'other/archive.7z',
      Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(26)]),
      'archive',
      '7-Zip',
    ),
    unsupported(
      'other/sound.wav',
      Buffer.concat([text('RIFF'), Buffer.from([36, 0, 0, 0]), text('WAVEfmt '), Buffer.alloc(28)]),
      'riff',
      'RIFF but not WebP',
    ),
  ];
  for (let seed = 1; seed <= 6; seed++) {
    items.push(
      unsupported(
        `other/random-${seed}.jpg`,
        randomBytes(seed, 256 * seed * seed),
        'not_an_image',
        'random bytes',
      ),
    );
  }
  return items;
}

async function bombItems(s: Sources, land: RawScene): Promise<CorpusItem[]> {
  const big = (name: string, data: Buffer, note: string) =>
    refuse(name, data, 'image_too_large', 'too_many_pixels', note);
  const small = (name: string, data: Buffer, note: string) =>
    refuse(name, data, 'image_invalid', 'too_small', note);
  const vp8xCanvas = (() => {
    const out = extendedWebp(patchVp8Size(s.webp, 16383, 16383), 600, 400, {});
    out.writeUIntLE(16383 - 1, 24, 3);
    out.writeUIntLE(16383 - 1, 27, 3);
    return out;
  })();
  const fifteenMiB = 15 * 1024 * 1024;
  return [
    big(
      'bomb/png-20000x20000.png',
      handPng(20000, 20000, () => [0, 0, 0], { gray1bit: true }),
      '400 MP of zeros in ~50 kB',
    ),
    big('bomb/png-header-65535.png', patchPngSize(s.png, 65535, 65535), 'IHDR claims 65535×65535'),
    big('bomb/png-7000x6000.png', patchPngSize(s.png, 7000, 6000), '42 MP, just over the limit'),
    big('bomb/jpeg-sof-65500.jpg', patchJpegSize(s.jpeg, 65500, 65500), 'SOF claims 65500×65500'),
    big('bomb/jpeg-8000x5001.jpg', patchJpegSize(s.jpeg, 8000, 5001), '40.008 MP, one row over'),
    big('bomb/jpeg-progressive-huge.jpg', patchJpegSize(s.progressive, 30000, 30000), 'progressive, 900 MP'),
    big('bomb/gif-screen-65535.gif', patchGifScreen(s.gif, 65535, 65535), 'logical screen 65535×65535'),
    big('bomb/webp-vp8-16383.webp', patchVp8Size(s.webp, 16383, 16383), 'VP8 frame header 16383×16383'),
    big('bomb/webp-vp8x-canvas.webp', vp8xCanvas, 'VP8X canvas and VP8 frame header both 16383×16383'),
    big(
      'bomb/gif-frame-extent.gif',
      (() => {
        const out = Buffer.from(s.gif);
        const at = 13 + (out[10]! & 0x80 ? 3 * 2 ** ((out[10]! & 7) + 1) : 0);
        const descriptor = out.indexOf(0x2c, at);
        out.writeUInt16LE(60000, descriptor + 1);
        out.writeUInt16LE(60000, descriptor + 3);
        return out;
      })(),
      'a frame placed at 60000,60000 on a small screen',
    ),
    big('bomb/avif-ispe-30000.avif', patchIspe(s.avif, 30000, 30000), 'ispe claims 30000×30000'),
    refuse(
      'bomb/over-15-mib.jpg',
      Buffer.concat([s.jpeg, Buffer.alloc(fifteenMiB + 1 - s.jpeg.length)]),
      'image_too_large',
      'too_many_bytes',
      'one byte over 15 MiB',
    ),
    small(
      'bomb/png-65000x1.png',
      handPng(65000, 1, (x) => [x & 255, 0, 0]),
      '65000×1 strip',
    ),
    small(
      'bomb/png-1x65000.png',
      handPng(1, 65000, (_x, y) => [0, y & 255, 0]),
      '1×65000 strip',
    ),
    small('tiny/jpeg-1x1.jpg', await fromScene(land).resize(1, 1).jpeg().toBuffer(), '1×1 tracking pixel'),
    small('tiny/jpeg-16.jpg', await fromScene(land).resize(16, 16).jpeg().toBuffer(), '16×16 icon'),
    small('tiny/jpeg-199.jpg', await fromScene(land).resize(199, 199).jpeg().toBuffer(), 'one pixel short'),
    small('tiny/jpeg-199x800.jpg', await fromScene(land).resize(199, 800).jpeg().toBuffer(), 'narrow'),
    small('tiny/jpeg-800x199.jpg', await fromScene(land).resize(800, 199).jpeg().toBuffer(), 'flat'),
    small('tiny/png-100.png', await fromScene(land).resize(100, 100).png().toBuffer(), '100×100 PNG'),
    small('tiny/gif-50.gif', await fromScene(land).resize(50, 50).gif().toBuffer(), '50×50 GIF'),
    small('tiny/webp-150x300.webp', await fromScene(land).resize(150, 300).webp().toBuffer(), '150×300 WebP'),
    small(
      'tiny/avif-120.avif',
      await fromScene(land).resize(120, 120).avif({ effort: 1 }).toBuffer(),
      '120×120 AVIF',
    ),
    small(
      'tiny/rotated-exif-150x400.jpg',
      insertJpegSegments(await fromScene(land).resize(400, 150).jpeg().toBuffer(), [
        exifSegment(buildExifTiff({ orientation: 6 })),
      ]),
      'rotated by EXIF, still too narrow',
    ),
  ];
}

/** Cut points: a few fixed offsets in the header, then fractions of the file, then the last bytes. */
function cuts(length: number, header: number[]): number[] {
  const fractions = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.97].map((f) => Math.floor(length * f));
  return [...new Set([...header, ...fractions, length - 2, length - 1])].filter((n) => n > 0 && n < length);
}

function truncatedItems(s: Sources): CorpusItem[] {
  const set: Array<[string, Buffer, number[]]> = [
    ['jpeg', s.jpeg, [3, 10, 40, 200]],
    ['jpeg-progressive', s.progressive, [300]],
    ['png', s.png, [8, 16, 33, 60]],
    ['png-interlaced', s.interlaced, []],
    ['webp', s.webp, [12, 20, 30]],
    ['webp-lossless', s.lossless, []],
    ['gif', s.gif, [13, 40, 800]],
    ['gif-animated', s.animatedGif, []],
    ['avif', s.avif, [40, 120, 300]],
  ];
  const items: CorpusItem[] = [];
  for (const [label, data, header] of set) {
    for (const cut of cuts(data.length, header)) {
      items.push(
        refuse(
          `truncated/${label}-at-${cut}`,
          data.subarray(0, cut),
          'image_invalid',
          'truncated',
          `first ${cut} of ${data.length} bytes`,
        ),
      );
    }
  }
  return items;
}

function corruptItems(s: Sources): CorpusItem[] {
  const corrupt = (name: string, data: Buffer, note: string, reason = 'corrupt') =>
    refuse(name, data, 'image_invalid', reason, note);
  const brokenIdat = Buffer.from(s.png);
  const idat = brokenIdat.indexOf('IDAT');
  randomBytes(5, 64).copy(brokenIdat, idat + 20);
  const brokenVp8 = Buffer.from(s.webp);
  randomBytes(6, 200).copy(brokenVp8, 60);
  const avifNoMeta = (() => {
    const ftypLength = s.avif.readUInt32BE(0);
    const mdat = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('mdat', 'latin1'), Buffer.alloc(8)]);
    return Buffer.concat([s.avif.subarray(0, ftypLength), mdat]);
  })();
  return [
    corrupt(
      'corrupt/jpeg-garbage-between-segments.jpg',
      (() => {
        const firstEnd = 4 + s.jpeg.readUInt16BE(4);
        return Buffer.concat([s.jpeg.subarray(0, firstEnd), text('abc'), s.jpeg.subarray(firstEnd)]);
      })(),
      'bytes where a marker must be',
    ),
    corrupt(
      'corrupt/webp-canvas-mismatch.webp',
      (() => {
        const out = extendedWebp(s.webp, 600, 400, {});
        out.writeUIntLE(16383 - 1, 24, 3);
        out.writeUIntLE(16383 - 1, 27, 3);
        return out;
      })(),
      'VP8X canvas 16383×16383 around a 600×400 frame: libwebp refuses the mismatch',
    ),
    corrupt(
      'corrupt/png-ihdr-not-first.png',
      Buffer.concat([s.png.subarray(0, 8), textChunk('a', 'b'), s.png.subarray(8)]),
      'tEXt before IHDR',
    ),
    corrupt('corrupt/png-idat-scrambled.png', brokenIdat, 'IDAT bytes replaced (bad CRC, bad deflate)'),
    corrupt('corrupt/webp-vp8-scrambled.webp', brokenVp8, 'VP8 bitstream overwritten'),
    corrupt(
      'corrupt/webp-chunk-overrun.webp',
      (() => {
        const out = Buffer.from(s.webp);
        out.writeUInt32LE(out.readUInt32LE(16) + 1000, 16);
        return out;
      })(),
      'chunk longer than the RIFF',
    ),
    corrupt(
      'corrupt/gif-unknown-block.gif',
      Buffer.concat([s.gif.subarray(0, s.gif.length - 1), Buffer.from([0x99, 0x3b])]),
      'unknown block type',
    ),
    corrupt('corrupt/avif-no-meta.avif', avifNoMeta, 'ftyp and mdat only'),
  ];
}

export async function hostileItems(): Promise<CorpusItem[]> {
  const land = await scene(600, 400, 11);
  const s = await sources(land);
  const groups = await Promise.all([
    Promise.resolve(svgItems()),
    nonImageItems(land),
    polyglotItems(s, land),
    bombItems(s, land),
    Promise.resolve(truncatedItems(s)),
    Promise.resolve(corruptItems(s)),
  ]);
  return groups.flat();
}
