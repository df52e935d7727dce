import { describe, expect, it } from 'vitest';
import { walkContainer } from './image-structure';

const b = (...parts: Array<string | number[] | Buffer>) =>
  Buffer.concat(
    parts.map((p) =>
      Buffer.isBuffer(p) ? p : typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p),
    ),
  );
const segment = (marker: number, payload: string) =>
  b([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 255], payload);
/** A minimal JPEG stream: SOI, optional segments, SOS, entropy bytes, EOI. */
const jpeg = (scan: number[], ...segments: Buffer[]) =>
  b([0xff, 0xd8], ...segments, segment(0xda, 'SOSHEADER!'), scan, [0xff, 0xd9]);

describe('walkContainer: JPEG', () => {
  it('reads scan data through byte stuffing, restart markers and fill bytes up to EOI', () => {
    const data = jpeg([1, 2, 0xff, 0x00, 3, 0xff, 0xd0, 4, 0xff, 0xd7, 5, 0xff, 0xff]);
    const walk = walkContainer(data, 'jpeg');
    expect(walk).toMatchObject({ ok: true, end: data.length });
  });

  it('marks every header segment as structural, not the scan data', () => {
    const data = jpeg([9, 9, 9], segment(0xfe, 'a comment'));
    const walk = walkContainer(data, 'jpeg');
    if (!walk.ok) throw new Error(walk.detail);
    const texts = walk.structural.map((r) => data.toString('latin1', r.start, r.end));
    expect(texts.some((t) => t.includes('a comment'))).toBe(true);
    expect(texts.some((t) => t.includes('\x09\x09\x09'))).toBe(false);
  });

  it('ends at the first EOI unless an MPF segment declares more pictures', () => {
    const second = jpeg([7]);
    const plain = b(jpeg([1]), second);
    expect(walkContainer(plain, 'jpeg')).toMatchObject({ ok: true, end: plain.length - second.length });
    const mpf = b(jpeg([1], segment(0xe2, 'MPF\0index')), second);
    expect(walkContainer(mpf, 'jpeg')).toMatchObject({ ok: true, end: mpf.length });
  });

  it('reports a missing EOI as truncated and a segment past the end as truncated', () => {
    const whole = jpeg([1, 2, 3]);
    expect(walkContainer(whole.subarray(0, whole.length - 2), 'jpeg')).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
    expect(walkContainer(b([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x00], 'short'), 'jpeg')).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
  });

  it('reports bytes where a marker must be as corrupt', () => {
    expect(walkContainer(b([0xff, 0xd8], 'xx', jpeg([1]).subarray(2)), 'jpeg')).toMatchObject({
      ok: false,
      problem: 'corrupt',
    });
  });
});

describe('walkContainer: WebP, GIF, AVIF', () => {
  const riff = (body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length + 4);
    return b('RIFF', size, 'WEBP', body);
  };
  const chunk = (fourcc: string, data: string) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(data.length);
    return b(fourcc, size, data, data.length & 1 ? [0] : []);
  };

  it('ends a WebP at its RIFF size and walks odd-sized chunks with their pad byte', () => {
    const data = riff(b(chunk('VP8 ', 'abc'), chunk('EXIF', 'exif!')));
    expect(walkContainer(b(data, 'trailing'), 'webp')).toMatchObject({ ok: true, end: data.length });
  });

  it('refuses a WebP without an image chunk, and one shorter than its RIFF size', () => {
    expect(walkContainer(riff(chunk('EXIF', 'x')), 'webp')).toMatchObject({ ok: false, problem: 'corrupt' });
    const data = riff(chunk('VP8 ', 'abcdef'));
    expect(walkContainer(data.subarray(0, data.length - 1), 'webp')).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
  });

  it('declares the larger of a GIF’s logical screen and its frames’ extents', () => {
    const screen = b('GIF89a', [10, 0, 10, 0, 0, 0, 0]);
    const frame = b([0x2c, 100, 0, 0, 0, 50, 0, 60, 0, 0, 2, 1, 0, 0]);
    const walk = walkContainer(b(screen, frame, [0x3b]), 'gif');
    expect(walk).toMatchObject({ ok: true, declared: { width: 150, height: 60 } });
  });

  it('ends an AVIF before the first unknown top-level box; a size-0 box runs to the end', () => {
    const box = (type: string, payload: string) => {
      const size = Buffer.alloc(4);
      size.writeUInt32BE(8 + payload.length);
      return b(size, type, payload);
    };
    const head = b(box('ftyp', 'avifxxxx'), box('meta', 'm'), box('mdat', 'pixels'));
    expect(walkContainer(b(head, box('junk', 'x')), 'avif')).toMatchObject({ ok: true, end: head.length });
    const open = b(box('ftyp', 'avifxxxx'), box('meta', 'm'), [0, 0, 0, 0], 'mdat', 'to the end');
    expect(walkContainer(open, 'avif')).toMatchObject({ ok: true, end: open.length });
  });
});
