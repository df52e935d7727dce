import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';

/*
 * Where photo renditions live: local disk by default, S3-compatible storage when configured. One interface,
 * two implementations. Names are `<32 hex>.webp` / `<32 hex>-thumb.webp` only: a random 128-bit key
 * (`newStorageKey`), never derived from an id or a file name, so names cannot be guessed, and no other name
 * (path traversal, another extension, another content type) can be written or read.
 */

export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when absent */
  get(name: string): Promise<{ body: Buffer; size: number; contentType: string } | null>;
  /** Absent is not an error. */
  delete(name: string): Promise<void>;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs `${endpoint}/${bucket}/${name}` (default true); false for virtual-hosted buckets. */
  forcePathStyle?: boolean;
}

export const MEDIA_NAME_RE = /^[0-9a-f]{32}(-thumb)?\.webp$/;
const CONTENT_TYPE = 'image/webp';
const S3_TIMEOUT_MS = 20_000;
const S3_RETRIES = 2;

/** A failed store operation (bad name, refused content type, S3 error); never shown to members. */
export class MediaStoreError extends Error {
  readonly status?: number;
  readonly s3Code?: string;

  constructor(message: string, opts: { status?: number; s3Code?: string; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'MediaStoreError';
    if (opts.status !== undefined) this.status = opts.status;
    if (opts.s3Code !== undefined) this.s3Code = opts.s3Code;
  }
}

/** A fresh storage key: 128 random bits as 32 lowercase hex digits. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

function checkName(name: string): void {
  if (typeof name !== 'string' || !MEDIA_NAME_RE.test(name)) {
    throw new MediaStoreError(`invalid media name ${JSON.stringify(String(name).slice(0, 80))}`);
  }
}

function checkPut(name: string, data: Buffer, contentType: string): void {
  checkName(name);
  if (contentType !== CONTENT_TYPE) throw new MediaStoreError(`content type ${contentType} for ${name}`);
  if (!Buffer.isBuffer(data)) throw new MediaStoreError('media data must be a Buffer');
}

// ---------------------------------------------------------------- local disk

function isErrno(e: unknown, code: string): boolean {
  return e instanceof Error && (e as NodeJS.ErrnoException).code === code;
}

function createLocalStore(dir: string): MediaStore {
  return {
    kind: 'local',
    async put(name, data, contentType) {
      checkPut(name, data, contentType);
      await mkdir(dir, { recursive: true });
      // Written to a temporary file, flushed, then renamed over the final name: readers see the old file or
      // the whole new one, never a partial write.
      const temp = join(dir, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        const file = await open(temp, 'wx', 0o640);
        try {
          await file.writeFile(data);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, join(dir, name));
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },
    async get(name) {
      checkName(name);
      try {
        const body = await readFile(join(dir, name));
        return { body, size: body.length, contentType: CONTENT_TYPE };
      } catch (e) {
        if (isErrno(e, 'ENOENT')) return null;
        throw e;
      }
    },
    async delete(name) {
      checkName(name);
      await rm(join(dir, name), { force: true });
    },
  };
}

// ---------------------------------------------------------------- S3

/** The object URL: path-style `${endpoint}/${bucket}/${name}` or virtual-hosted `${bucket}.${host}/${name}`. */
export function s3ObjectUrl(config: S3Config, name: string): string {
  const base = new URL(config.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle ?? true) {
    return `${base.protocol}//${base.host}${prefix}/${encodeURIComponent(config.bucket)}/${name}`;
  }
  return `${base.protocol}//${config.bucket}.${base.host}${prefix}/${name}`;
}

function checkS3Config(config: S3Config): void {
  let url: URL;
  try {
    url = new URL(config.endpoint);
  } catch (e) {
    throw new MediaStoreError('S3 endpoint is not a URL', { cause: e });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new MediaStoreError('S3 endpoint must be http(s)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(config.bucket))
    throw new MediaStoreError('invalid S3 bucket name');
  if (!config.region || !config.accessKeyId || !config.secretAccessKey) {
    throw new MediaStoreError('S3 region, access key id and secret are required');
  }
}

async function failure(res: Response, what: string): Promise<MediaStoreError> {
  const text = await res.text().catch(() => '');
  const s3Code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1];
  return new MediaStoreError(`S3 ${what} failed: ${res.status}${s3Code ? ` ${s3Code}` : ''}`, {
    status: res.status,
    ...(s3Code ? { s3Code } : {}),
  });
}

function createS3Store(config: S3Config): MediaStore {
  checkS3Config(config);
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: S3_RETRIES,
  });

  async function send(method: string, name: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await client.fetch(s3ObjectUrl(config, name), {
        ...init,
        method,
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (e) {
      throw new MediaStoreError(
        `S3 ${method} ${name} failed: ${e instanceof Error ? e.message : String(e)}`,
        {
          cause: e,
        },
      );
    }
  }

  return {
    kind: 's3',
    async put(name, data, contentType) {
      checkPut(name, data, contentType);
      const res = await send('PUT', name, {
        body: data,
        headers: {
          'content-type': contentType,
          // The payload hash is signed, so the object stored is exactly the bytes sent.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!res.ok) throw await failure(res, `PUT ${name}`);
      await res.body?.cancel();
    },
    async get(name) {
      checkName(name);
      const res = await send('GET', name);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure(res, `GET ${name}`);
      const body = Buffer.from(await res.arrayBuffer());
      // The type follows from the name, never from what the bucket says: a tampered object's metadata
      // must not make the API serve it as HTML.
      return { body, size: body.length, contentType: CONTENT_TYPE };
    },
    async delete(name) {
      checkName(name);
      const res = await send('DELETE', name);
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${name}`);
      await res.body?.cancel();
    },
  };
}

/** The configured store: S3 when `s3` is given, otherwise files under `mediaDir` (created on demand). */
export function createMediaStore(opts: { mediaDir: string; s3?: S3Config | null }): MediaStore {
  return opts.s3 ? createS3Store(opts.s3) : createLocalStore(opts.mediaDir);
}
