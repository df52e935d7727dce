/* Byte-level helpers for the corpus: a seeded PRNG, CRC-32, integers, ZIP archives. */
import { mulberry32 } from '@dating/db';

// ---------------------------------------------------------------- helpers

/** Deterministic PRNG (mulberry32, shared with the seed): same seed, same bytes. */
export const prng = mulberry32;

export function randomBytes(seed: number, length: number): Buffer {
  const next = prng(seed);
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256);
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(...parts: Buffer[]): number {
  let c = 0xffffffff;
  for (const part of parts) for (const byte of part) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An unsigned integer of `bytes` bytes in that byte order (32-bit values wrap, as `>>> 0` does). */
const uint = (bytes: 2 | 4, order: 'BE' | 'LE') => (n: number) => {
  const b = Buffer.alloc(bytes);
  b[`writeUInt${order}`](bytes === 4 ? n >>> 0 : n, 0, bytes);
  return b;
};
export const u16be = uint(2, 'BE');
export const u32be = uint(4, 'BE');
export const u16le = uint(2, 'LE');
export const u32le = uint(4, 'LE');

// ---------------------------------------------------------------- ZIP

/** A ZIP archive of stored entries (what a JAR in a GIFAR, or an appended archive, looks like). */
export function makeZip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name);
    const crc = crc32(f.data);
    // Flags, method (stored), time, date, CRC-32, both sizes, name length, extra length: in both headers.
    const shared = [
      u16le(0),
      u16le(0),
      u16le(0),
      u16le(0x21),
      u32le(crc),
      u32le(f.data.length),
      u32le(f.data.length),
      u16le(name.length),
      u16le(0),
    ];
    const local = Buffer.concat([u32le(0x04034b50), u16le(20), ...shared, name, f.data]);
    // Then comment length, disk, internal and external attributes, the local header's offset.
    const centralTail = [u16le(0), u16le(0), u16le(0), u32le(0), u32le(offset), name];
    centrals.push(Buffer.concat([u32le(0x02014b50), u16le(20), u16le(20), ...shared, ...centralTail]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32le(0x06054b50),
    u16le(0),
    u16le(0),
    u16le(files.length),
    u16le(files.length),
    u32le(central.length),
    u32le(offset),
    u16le(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}
