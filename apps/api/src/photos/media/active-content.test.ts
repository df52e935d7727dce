import { describe, expect, it } from 'vitest';
import { findActiveContent } from './active-content';
import { randomBytes } from '../../../test/media/bytes';

const at = (buf: Buffer, needle: string) => {
  const start = buf.indexOf(needle, 0, 'latin1');
  return { start, end: start + needle.length };
};

describe('findActiveContent', () => {
  it('finds long markers anywhere, whatever their case', () => {
    for (const marker of ['<script', '<SCRIPT', '<?php ', '<!DocType', '<iframe', 'JavaScript:']) {
      const buf = Buffer.concat([randomBytes(1, 500), Buffer.from(marker, 'latin1'), randomBytes(2, 500)]);
      expect(findActiveContent(buf, [], [], null), marker).toMatchObject({ where: 'anywhere' });
    }
  });

  it('finds short markers and archive signatures only in structural ranges and trailing data', () => {
    for (const marker of ['<svg ', '<html>', '%PDF-', 'PK\x03\x04', 'PK\x05\x06', '<body>', '<?php/']) {
      const buf = Buffer.concat([randomBytes(3, 300), Buffer.from(marker, 'latin1'), randomBytes(4, 300)]);
      expect(findActiveContent(buf, [], [], null), `${marker} in pixel data`).toBeNull();
      expect(findActiveContent(buf, [at(buf, marker)], [], null), `${marker} in metadata`).toMatchObject({
        where: 'structural',
      });
      expect(findActiveContent(buf, [], [], { start: 250, end: buf.length })).toMatchObject({
        where: 'trailing',
      });
    }
  });

  it('finds a marker that sub-blocks split in the file but join in the payload', () => {
    const buf = Buffer.from('<scr\x04ipt>', 'latin1');
    expect(findActiveContent(buf, [{ start: 0, end: buf.length }], [], null)).toBeNull();
    expect(findActiveContent(buf, [], [Buffer.from('<script>')], null)).toMatchObject({
      where: 'structural',
    });
  });

  it('finds nothing in 8 MB of random bytes (no false alarms on compressed pixels)', () => {
    expect(findActiveContent(randomBytes(42, 8 * 1024 * 1024), [], [], null)).toBeNull();
  });
});
