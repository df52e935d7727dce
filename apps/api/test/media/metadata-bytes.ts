import { u16be, u32be } from './bytes';
import { jpegSegment } from './image-bytes';

/* EXIF (TIFF), XMP and IPTC blocks as cameras and editors write them, and their JPEG segments. */

// ---------------------------------------------------------------- TIFF / EXIF

type TiffType = 1 | 2 | 3 | 4 | 5 | 7;
export interface TiffEntry {
  tag: number;
  type: TiffType;
  /** ASCII: a string; BYTE/UNDEFINED: bytes; SHORT/LONG: numbers; RATIONAL: [num, den, num, den, …]. */
  value: string | number[] | Buffer;
}

function entryData(e: TiffEntry): { count: number; data: Buffer } {
  switch (e.type) {
    case 2: {
      const data = Buffer.from(`${String(e.value)}\0`, 'latin1');
      return { count: data.length, data };
    }
    case 1:
    case 7: {
      const data = Buffer.isBuffer(e.value) ? e.value : Buffer.from(e.value as number[]);
      return { count: data.length, data };
    }
    case 3: {
      const values = e.value as number[];
      return { count: values.length, data: Buffer.concat(values.map(u16be)) };
    }
    case 4: {
      const values = e.value as number[];
      return { count: values.length, data: Buffer.concat(values.map(u32be)) };
    }
    case 5: {
      const values = e.value as number[];
      return { count: values.length / 2, data: Buffer.concat(values.map(u32be)) };
    }
  }
}

const pad2 = (n: number) => n + (n & 1);

function ifdSize(entries: readonly TiffEntry[]): number {
  let size = 2 + 12 * entries.length + 4;
  for (const e of entries) {
    const { data } = entryData(e);
    if (data.length > 4) size += pad2(data.length);
  }
  return size;
}

/** Writes one IFD (big endian) at `offset`; out-of-line values follow the IFD. */
function writeIfd(out: Buffer, offset: number, entries: readonly TiffEntry[], next: number): void {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  out.writeUInt16BE(sorted.length, offset);
  let dataAt = offset + 2 + 12 * sorted.length + 4;
  sorted.forEach((e, i) => {
    const at = offset + 2 + 12 * i;
    const { count, data } = entryData(e);
    out.writeUInt16BE(e.tag, at);
    out.writeUInt16BE(e.type, at + 2);
    out.writeUInt32BE(count, at + 4);
    if (data.length <= 4) {
      data.copy(out, at + 8);
    } else {
      out.writeUInt32BE(dataAt, at + 8);
      data.copy(out, dataAt);
      dataAt += pad2(data.length);
    }
  });
  out.writeUInt32BE(next, offset + 2 + 12 * sorted.length);
}

export interface ExifSpec {
  orientation?: number;
  gps?: { lat: number; lon: number; altitude?: number };
  description?: string;
  make?: string;
  model?: string;
  artist?: string;
  /** Taken-at date in EXIF form, e.g. '2024:06:01 12:00:00'. */
  dateTaken?: string;
  /** A JPEG thumbnail stored in IFD1, as cameras do. */
  thumbnail?: Buffer;
}

const dms = (deg: number) => {
  const a = Math.abs(deg);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 100);
  return [d, 1, m, 1, s, 100];
};

/** A big-endian TIFF block as found in a JPEG APP1 "Exif", a PNG eXIf or a WebP EXIF chunk. */
export function buildExifTiff(spec: ExifSpec): Buffer {
  const ifd0: TiffEntry[] = [
    { tag: 0x010f, type: 2, value: spec.make ?? 'Acme' },
    { tag: 0x0110, type: 2, value: spec.model ?? 'Phone 12' },
    { tag: 0x0131, type: 2, value: 'Corpus 1.0' },
  ];
  if (spec.description) ifd0.push({ tag: 0x010e, type: 2, value: spec.description });
  if (spec.artist) ifd0.push({ tag: 0x013b, type: 2, value: spec.artist });
  if (spec.orientation) ifd0.push({ tag: 0x0112, type: 3, value: [spec.orientation] });
  const exif: TiffEntry[] = [{ tag: 0x9003, type: 2, value: spec.dateTaken ?? '2024:06:01 12:34:56' }];
  const gps: TiffEntry[] = spec.gps
    ? [
        { tag: 0x0000, type: 1, value: [2, 3, 0, 0] },
        { tag: 0x0001, type: 2, value: spec.gps.lat >= 0 ? 'N' : 'S' },
        { tag: 0x0002, type: 5, value: dms(spec.gps.lat) },
        { tag: 0x0003, type: 2, value: spec.gps.lon >= 0 ? 'E' : 'W' },
        { tag: 0x0004, type: 5, value: dms(spec.gps.lon) },
        { tag: 0x0005, type: 1, value: [0] },
        { tag: 0x0006, type: 5, value: [Math.round((spec.gps.altitude ?? 34) * 10), 10] },
      ]
    : [];
  const ifd1: TiffEntry[] = spec.thumbnail
    ? [
        { tag: 0x0103, type: 3, value: [6] },
        { tag: 0x0201, type: 4, value: [0] },
        { tag: 0x0202, type: 4, value: [spec.thumbnail.length] },
      ]
    : [];

  // Pointer entries first, with placeholder values, so the sizes are final.
  ifd0.push({ tag: 0x8769, type: 4, value: [0] });
  if (gps.length) ifd0.push({ tag: 0x8825, type: 4, value: [0] });
  const at0 = 8;
  const atExif = at0 + ifdSize(ifd0);
  const atGps = atExif + ifdSize(exif);
  const at1 = atGps + (gps.length ? ifdSize(gps) : 0);
  const atThumb = at1 + (ifd1.length ? ifdSize(ifd1) : 0);
  const total = atThumb + (spec.thumbnail?.length ?? 0);

  const set = (entries: TiffEntry[], tag: number, value: number) => {
    const e = entries.find((x) => x.tag === tag);
    if (e) e.value = [value];
  };
  set(ifd0, 0x8769, atExif);
  set(ifd0, 0x8825, atGps);
  set(ifd1, 0x0201, atThumb);

  const out = Buffer.alloc(total);
  out.write('MM\0*', 0, 'latin1');
  out.writeUInt32BE(at0, 4);
  writeIfd(out, at0, ifd0, ifd1.length ? at1 : 0);
  writeIfd(out, atExif, exif, 0);
  if (gps.length) writeIfd(out, atGps, gps, 0);
  if (ifd1.length) writeIfd(out, at1, ifd1, 0);
  spec.thumbnail?.copy(out, atThumb);
  return out;
}

// ---------------------------------------------------------------- XMP / IPTC

export function xmpPacket(extra = ''): string {
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
    ' xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,31.20N" exif:GPSLongitude="13,24.30E">' +
    '<dc:creator><rdf:Seq><rdf:li>Jane Example</rdf:li></rdf:Seq></dc:creator>' +
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Holiday ${extra}</rdf:li></rdf:Alt></dc:description>` +
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  );
}

/** IPTC-IIM records wrapped in a Photoshop image resource (8BIM 0x0404), as in a JPEG APP13. */
export function iptcResource(): Buffer {
  const record = (dataset: number, text: string) => {
    const data = Buffer.from(text, 'utf8');
    return Buffer.concat([Buffer.from([0x1c, 2, dataset]), u16be(data.length), data]);
  };
  let iim = Buffer.concat([
    Buffer.from([0x1c, 2, 0, 0, 2, 0, 4]),
    record(5, 'Beach day'),
    record(80, 'Jane Example'),
    record(90, 'Berlin'),
    record(101, 'Germany'),
    record(120, 'Caption with a home address: Examplestr. 1'),
  ]);
  const size = iim.length;
  if (iim.length & 1) iim = Buffer.concat([iim, Buffer.alloc(1)]);
  return Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    Buffer.from('8BIM', 'latin1'),
    u16be(0x0404),
    Buffer.from([0, 0]),
    u32be(size),
    iim,
  ]);
}

export const exifSegment = (tiff: Buffer) =>
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
export const xmpSegment = (packet: string) =>
  jpegSegment(
    0xe1,
    Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(packet)]),
  );
export const iptcSegment = () => jpegSegment(0xed, iptcResource());
