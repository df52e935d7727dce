import type { JpegOptions } from 'sharp';
import type { CorpusItem } from './corpus-item';
import { accept, GPS, p3Icc } from './corpus-kit';
import { commentSegment, insertJpegSegments, jpegExtraneousBeforeEoi, jpegSegment } from './image-bytes';
import { buildExifTiff, exifSegment, iptcSegment, xmpPacket, xmpSegment } from './metadata-bytes';
import { encodedScene, fromScene, type RawScene } from './scenes';

/* Accepted JPEGs: all eight orientations with GPS, every kind of metadata, several encoders, odd sizes. */

export async function jpegItems(land: RawScene, big: RawScene, noisy: RawScene): Promise<CorpusItem[]> {
  const jpeg = (s: RawScene, o: JpegOptions = {}) => fromScene(s).jpeg(o).toBuffer();
  const base = await jpeg(land, { quality: 88 });
  const items: CorpusItem[] = [];

  for (let orientation = 1; orientation <= 8; orientation++) {
    const swapped = orientation >= 5;
    items.push(
      accept(
        `jpeg/gps-orientation-${orientation}.jpg`,
        insertJpegSegments(base, [exifSegment(buildExifTiff({ orientation, gps: GPS }))]),
        `EXIF orientation ${orientation} with GPS position: applied to pixels, then stripped`,
        {
          carries: ['exif', 'gps'],
          full: swapped ? { width: 400, height: 600 } : { width: 600, height: 400 },
        },
      ),
    );
  }

  const icc = await p3Icc();
  const iccSegment = jpegSegment(
    0xe2,
    Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1]), icc]),
  );
  const thumbnail = await fromScene(land).resize(160, 107).jpeg({ quality: 60 }).toBuffer();
  const gainMap = await fromScene(land).resize(150, 100).grayscale().jpeg({ quality: 70 }).toBuffer();
  const mpf = jpegSegment(0xe2, Buffer.from('MPF\0MM\0*\0\0\0\x08\0\0', 'latin1'));

  items.push(
    accept('jpeg/baseline.jpg', base, 'baseline JPEG from libjpeg-turbo'),
    accept('jpeg/progressive.jpg', await jpeg(land, { progressive: true }), 'progressive JPEG'),
    accept('jpeg/mozjpeg.jpg', await jpeg(land, { mozjpeg: true }), 'mozjpeg encoder (trellis, progressive)'),
    accept('jpeg/chroma-444.jpg', await jpeg(land, { quality: 95, chromaSubsampling: '4:4:4' }), '4:4:4'),
    accept('jpeg/grayscale.jpg', await fromScene(land).grayscale().jpeg().toBuffer(), 'single-channel JPEG'),
    accept('jpeg/quality-15.jpg', await jpeg(land, { quality: 15 }), 'heavily compressed JPEG'),
    accept(
      'jpeg/cmyk-icc.jpg',
      await fromScene(land).toColourspace('cmyk').withIccProfile('cmyk').jpeg().toBuffer(),
      'CMYK JPEG with an embedded CMYK profile: converted to sRGB, profile dropped',
      { carries: ['icc'] },
    ),
    accept(
      'jpeg/display-p3.jpg',
      await fromScene(land).withIccProfile('p3').jpeg().toBuffer(),
      'Display P3 profile (as iPhones write): converted to sRGB, profile dropped',
      { carries: ['icc'] },
    ),
    accept(
      'jpeg/xmp.jpg',
      insertJpegSegments(base, [xmpSegment(xmpPacket())]),
      'XMP packet with GPS and creator',
      {
        carries: ['xmp'],
      },
    ),
    accept('jpeg/iptc.jpg', insertJpegSegments(base, [iptcSegment()]), 'IPTC caption, byline, city', {
      carries: ['iptc'],
    }),
    accept(
      'jpeg/all-metadata.jpg',
      insertJpegSegments(base, [
        exifSegment(buildExifTiff({ gps: GPS, artist: 'Jane Example', description: 'Home' })),
        xmpSegment(xmpPacket()),
        iccSegment,
        iptcSegment(),
        commentSegment('Taken at Examplestr. 1'),
      ]),
      'EXIF GPS, XMP, ICC, IPTC and a comment in one file',
      { carries: ['exif', 'gps', 'xmp', 'iptc', 'icc'] },
    ),
    accept(
      'jpeg/exif-thumbnail.jpg',
      insertJpegSegments(base, [exifSegment(buildExifTiff({ gps: GPS, thumbnail }))]),
      'EXIF with an embedded JPEG thumbnail (a second SOI/EOI inside APP1)',
      { carries: ['exif', 'gps'] },
    ),
    accept(
      'jpeg/comment.jpg',
      insertJpegSegments(base, [commentSegment('Created with GIMP')]),
      'plain-text comment segment',
    ),
    accept(
      'jpeg/mpf-gain-map.jpg',
      Buffer.concat([insertJpegSegments(base, [mpf]), gainMap]),
      'Multi-Picture Format: a second JPEG (Ultra HDR gain map) after the first EOI',
    ),
    accept(
      'jpeg/zero-padding.jpg',
      Buffer.concat([base, Buffer.alloc(16)]),
      '16 zero bytes after EOI (block padding)',
    ),
    accept(
      'jpeg/extraneous-byte.jpg',
      jpegExtraneousBeforeEoi(base),
      'a stray zero byte before EOI, as some camera firmware writes',
    ),
    accept(
      'jpeg/stray-bytes-before-eoi.jpg',
      Buffer.concat([
        base.subarray(0, base.length - 2),
        Buffer.alloc(16, 0x11),
        base.subarray(base.length - 2),
      ]),
      '16 stray bytes between the scan and EOI',
    ),
    accept('jpeg/large-3000x2000.jpg', await jpeg(big), 'large photo: shrunk to 1600 px on load', {
      full: { width: 1600, height: 1067 },
    }),
    accept('jpeg/noisy-grain.jpg', await jpeg(noisy, { quality: 92 }), 'high-ISO grain: thumbnail budget'),
    accept(
      'jpeg/exactly-200.jpg',
      await fromScene(land).resize(200, 200, { fit: 'cover' }).jpeg().toBuffer(),
      'smallest accepted size',
      { full: { width: 200, height: 200 } },
    ),
    accept('jpeg/tall-250x3000.jpg', await encodedScene('jpeg', 250, 3000, 41), 'tall strip', {
      full: { width: 133, height: 1600 },
    }),
    accept(
      'jpeg/wide-4000x300.jpg',
      await encodedScene('jpeg', 4000, 300, 42),
      'panorama: the thumbnail is cut from a 300 px high working copy',
      { full: { width: 1600, height: 120 } },
    ),
  );
  return items;
}
