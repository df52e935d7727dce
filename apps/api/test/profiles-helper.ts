import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMember, type CreateMemberOptions } from '@dating/db/seed';
import { photoFiles, schema, type DbHandle } from '@dating/db';
import sharp from 'sharp';
import type { App } from '../src/types';
import { CLIENT } from './helper';
import { nextIp } from './accounts-helper';
import { patchPngSize } from './media/image-bytes';

export const PASSWORD = 'a-long-enough-password';

/** A member created by the factory (real, can log in) and a session cookie header for them. */
/** The fields of another member's public card (profile screen's related members, search results), sorted. */
export const PUBLIC_CARD_FIELDS = [
  'age',
  'city',
  'country',
  'fictional',
  'gender',
  'id',
  'main_image',
  'name',
  'region',
  'sexuality',
];

export interface Actor {
  id: string;
  email: string;
  cookie: string;
}

/** Creates a member with a password and logs them in through the real user call. */
export async function actor(app: App, db: DbHandle, o: CreateMemberOptions = {}): Promise<Actor> {
  const m = await createMember(db.db, { password: PASSWORD, ...o });
  const res = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT,
    payload: { email: m.email, password: PASSWORD },
    remoteAddress: nextIp(),
  });
  const token = res.cookies.find((c) => c.name === 'auth._token')?.value;
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { id: m.id, email: m.email, cookie: `auth._token=${token}` };
}

/** A small WebP to stand in for a rendition on disk. */
let tinyWebp: Buffer | null = null;
async function renditionBytes(): Promise<Buffer> {
  tinyWebp ??= await sharp({ create: { width: 40, height: 50, channels: 3, background: '#c33' } })
    .webp()
    .toBuffer();
  return tinyWebp;
}

/** Adds a photo row for `ownerId` with both renditions written to the local media store. */
export async function addPhoto(
  db: DbHandle,
  mediaDir: string,
  ownerId: string,
  o: { private?: boolean; status?: 'pending' | 'approved' | 'rejected'; position: number },
): Promise<{ id: string; key: string }> {
  const key = randomBytes(16).toString('hex');
  const files = photoFiles(key);
  const bytes = await renditionBytes();
  await Promise.all([
    writeFile(join(mediaDir, files.full), bytes),
    writeFile(join(mediaDir, files.thumb), bytes),
  ]);
  const [row] = await db.db
    .insert(schema.photos)
    .values({
      ownerId,
      storageKey: key,
      private: o.private ?? false,
      status: o.status ?? 'approved',
      position: o.position,
      width: 40,
      height: 50,
      thumbWidth: 40,
      thumbHeight: 50,
      blur: 'data:image/webp;base64,AAAA',
    })
    .returning({ id: schema.photos.id });
  return { id: row!.id, key };
}

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: ({ name: string; value: string } | FilePart)[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----dating${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `data` as the member's photo through POST /api/photos.php. */
export function upload(
  app: App,
  who: Actor,
  data: Buffer,
  o: { private?: boolean; filename?: string; type?: string } = {},
) {
  const body = multipart([
    ...(o.private !== undefined ? [{ name: 'private', value: String(o.private) }] : []),
    { name: 'file', filename: o.filename ?? 'photo.jpg', type: o.type ?? 'image/jpeg', data },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...body.headers, cookie: who.cookie },
    payload: body.payload,
  });
}

/** The EXIF GPS block of a point in Amsterdam (52°22′ N, 4°53′ E): what an upload must never keep. */
const GPS_AMSTERDAM = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '52/1 22/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '4/1 53/1 0/1',
};

/** A photo-like JPEG (gradient and noise) carrying GPS coordinates, a camera model and orientation 6. */
export async function jpegWithGps(width = 900, height = 600): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Dating Test Cam', Model: 'GPS-1', Software: 'secret-software' },
      IFD3: GPS_AMSTERDAM,
    })
    .toBuffer();
}

export async function pngImage(width = 640, height = 640): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 500, height = 700): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .webp()
    .withMetadata()
    .toBuffer();
}

/** A JSON call as `who`: `method url` with their session cookie and `payload` as the body. */
export function asMember(
  app: App,
  who: { cookie: string },
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object,
) {
  return app.inject({ method, url, headers: { cookie: who.cookie }, payload });
}

/** A decompression bomb: a real PNG whose header (with a valid CRC) claims `width` × `height` pixels. */
export const pngClaiming = patchPngSize;
