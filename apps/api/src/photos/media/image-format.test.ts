import { describe, expect, it } from 'vitest';
import { ftypBrands, sniffFormat } from './image-format';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('sniffFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'rest')],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', 'rest')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0])],
    ['webp', bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['avif', ftyp('avis', 'msf1')],
  ])('recognises %s from its magic bytes', (format, data) => {
    expect(sniffFormat(data)).toEqual({ kind: 'image', format });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes([0xef, 0xbb, 0xbf], '  <?xml version="1.0"?><svg/>')],
    ['svg', Buffer.concat([bytes([0xff, 0xfe]), Buffer.from('<svg/>', 'utf16le')])],
    ['html', bytes('<!DOCTYPE html><p>')],
    ['html', bytes('\n<script>alert(1)</script>')],
    ['xml', bytes('<?xml version="1.0"?><root/>')],
    ['php', bytes('<?php echo 1;')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['pdf', bytes('junk before the header %PDF-1.4')],
    ['zip', bytes('PK', [3, 4], 'rest')],
    ['gzip', bytes([0x1f, 0x8b, 8, 0])],
    ['tiff', bytes('II*', [0])],
    ['tiff', bytes('MM', [0], '*')],
    ['bmp', bytes('BM', [0, 0])],
    ['ico', bytes([0, 0, 1, 0, 1, 0])],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'heic')],
    ['iso_media', ftyp('isom', 'mp41')],
    ['riff', bytes('RIFF', [4, 0, 0, 0], 'WAVE')],
    ['executable', bytes([0x7f], 'ELF')],
    ['not_an_image', bytes('GIF89a')],
    ['not_an_image', bytes([0xff, 0xd8])],
    ['not_an_image', bytes('hello')],
  ])('names a %s for what it is', (reason, data) => {
    expect(sniffFormat(data)).toEqual({ kind: 'other', reason });
  });

  it('ignores an ftyp box that claims to be longer than the file', () => {
    const lying = ftyp('avif', 'mif1');
    lying.writeUInt32BE(10_000, 0);
    expect(ftypBrands(lying)).toBeNull();
    expect(sniffFormat(lying)).toEqual({ kind: 'other', reason: 'not_an_image' });
  });
});
