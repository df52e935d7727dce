import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { photoFiles } from '@dating/db';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MEDIA_NAME_RE,
  MediaStoreError,
  createMediaStore,
  newStorageKey,
  s3ObjectUrl,
  type MediaStore,
  type S3Config,
} from './store';
import { startFakeS3, type FakeS3 } from '../../../test/media/fake-s3';

const KEY = '0123456789abcdef0123456789abcdef';
const FULL = `${KEY}.webp`;
const THUMB = `${KEY}-thumb.webp`;
const BAD_NAMES = [
  '../etc/passwd',
  `../${FULL}`,
  `sub/${FULL}`,
  `${KEY.toUpperCase()}.webp`,
  `${KEY}.png`,
  `${KEY}.webp.html`,
  `${KEY.slice(1)}.webp`,
  `${KEY}-full.webp`,
  '.webp',
  '',
  `${KEY}\0.webp`,
];

function webpBytes(label: string): Buffer {
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), Buffer.from(label)]);
}

/** Behaviour every store shares, run against both implementations. */
function sharedBehaviour(name: string, store: () => MediaStore) {
  describe(`${name}: shared behaviour`, () => {
    it('stores and returns the bytes with the WebP content type', async () => {
      const data = webpBytes('full');
      await store().put(FULL, data, 'image/webp');
      await store().put(THUMB, webpBytes('thumb'), 'image/webp');
      expect(await store().get(FULL)).toEqual({ body: data, size: data.length, contentType: 'image/webp' });
      expect((await store().get(THUMB))?.body.toString()).toContain('thumb');
    });

    it('answers null for an absent name and deletes idempotently', async () => {
      const absent = `${newStorageKey()}.webp`;
      expect(await store().get(absent)).toBeNull();
      await expect(store().delete(absent)).resolves.toBeUndefined();
      await store().put(absent, webpBytes('x'), 'image/webp');
      await store().delete(absent);
      expect(await store().get(absent)).toBeNull();
    });

    it('replaces an object on a second put', async () => {
      const name = `${newStorageKey()}-thumb.webp`;
      await store().put(name, webpBytes('first'), 'image/webp');
      await store().put(name, webpBytes('second'), 'image/webp');
      expect((await store().get(name))?.body.toString()).toContain('second');
    });

    it.each(BAD_NAMES)('refuses the name %j for put, get and delete', async (bad) => {
      await expect(store().put(bad, webpBytes('x'), 'image/webp')).rejects.toThrow(MediaStoreError);
      await expect(store().get(bad)).rejects.toThrow(/invalid media name/);
      await expect(store().delete(bad)).rejects.toThrow(/invalid media name/);
    });

    it('refuses any content type but image/webp', async () => {
      for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream', 'image/WEBP']) {
        await expect(store().put(`${newStorageKey()}.webp`, webpBytes('x'), type)).rejects.toThrow(
          /content type/,
        );
      }
    });
  });
}

describe('storage keys', () => {
  it('are 128 random bits: 32 hex digits, all different, valid media names for both renditions', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => newStorageKey()));
    expect(keys.size).toBe(2000);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      const files = photoFiles(key);
      expect(files.full).toMatch(MEDIA_NAME_RE);
      expect(files.thumb).toMatch(MEDIA_NAME_RE);
    }
  });
});

describe('local store', () => {
  let dir: string;
  let mediaDir: string;
  let store: MediaStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-store-'));
    mediaDir = join(dir, 'nested', 'media');
    store = createMediaStore({ mediaDir, s3: null });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  sharedBehaviour('local', () => store);

  it('is the local kind and creates its folder on the first put', async () => {
    expect(store.kind).toBe('local');
    expect(await store.get(FULL)).toBeNull();
    await store.put(FULL, webpBytes('a'), 'image/webp');
    expect(await readFile(join(mediaDir, FULL))).toEqual(webpBytes('a'));
  });

  it('leaves only final files behind (temp files are renamed away)', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => store.put(`${newStorageKey()}.webp`, webpBytes('p'), 'image/webp')),
    );
    const files = await readdir(mediaDir);
    expect(files).toHaveLength(20);
    for (const f of files) expect(f).toMatch(MEDIA_NAME_RE);
  });

  it('ends concurrent puts of one name with one whole version, never a mix', async () => {
    const a = Buffer.alloc(256 * 1024, 0x61);
    const b = Buffer.alloc(256 * 1024, 0x62);
    await Promise.all([store.put(FULL, a, 'image/webp'), store.put(FULL, b, 'image/webp')]);
    const got = (await store.get(FULL))?.body;
    expect(got?.equals(a) || got?.equals(b)).toBe(true);
  });

  it('removes its temp file when the final rename fails', async () => {
    await mkdir(join(mediaDir, FULL), { recursive: true });
    await writeFile(join(mediaDir, FULL, 'occupied'), 'x');
    await expect(store.put(FULL, webpBytes('x'), 'image/webp')).rejects.toThrow();
    expect((await readdir(mediaDir)).sort()).toEqual([FULL]);
  });

  it('never writes outside its folder', async () => {
    await expect(store.put(`../${FULL}`, webpBytes('x'), 'image/webp')).rejects.toThrow(MediaStoreError);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('S3 store against the fake S3', () => {
  const credentials = {
    accessKeyId: 'AKIAFAKEMEDIA01',
    secretAccessKey: 'fake-secret-for-tests',
    region: 'eu-central-1',
  };
  let s3: FakeS3;
  let config: S3Config;
  let store: MediaStore;

  beforeAll(async () => {
    s3 = await startFakeS3({ ...credentials, bucket: 'photos' });
    config = { endpoint: s3.endpoint, bucket: 'photos', ...credentials };
    store = createMediaStore({ mediaDir: '/nonexistent/never-used', s3: config });
  });
  afterAll(async () => {
    await s3.close();
  });

  sharedBehaviour('s3', () => store);

  it('is the s3 kind and writes path-style, signed, with the content type', async () => {
    expect(store.kind).toBe('s3');
    const before = s3.requests.length;
    await store.put(FULL, webpBytes('signed'), 'image/webp');
    expect(s3.requests.slice(before)).toEqual([{ method: 'PUT', path: `/photos/${FULL}`, status: 200 }]);
    expect(s3.objects.get(FULL)).toMatchObject({ body: webpBytes('signed'), contentType: 'image/webp' });
  });

  it('sends no request for a refused name', async () => {
    const before = s3.requests.length;
    await expect(store.put('../x.webp', webpBytes('x'), 'image/webp')).rejects.toThrow(MediaStoreError);
    await expect(store.get('x')).rejects.toThrow(MediaStoreError);
    expect(s3.requests.length).toBe(before);
  });

  it('serves the name’s content type even if the bucket’s metadata says otherwise', async () => {
    await store.put(FULL, webpBytes('typed'), 'image/webp');
    s3.objects.set(FULL, { ...s3.objects.get(FULL)!, contentType: 'text/html' });
    expect((await store.get(FULL))?.contentType).toBe('image/webp');
  });

  it.each([
    ['a wrong secret', { secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch'],
    ['a wrong access key id', { accessKeyId: 'AKIAWRONG' }, 'InvalidAccessKeyId'],
    ['a wrong region', { region: 'us-east-1' }, 'AuthorizationHeaderMalformed'],
  ])('throws on 403 with %s: put, get and delete all fail, nothing stored', async (_label, wrong, code) => {
    const bad = createMediaStore({ mediaDir: '/unused', s3: { ...config, ...wrong } });
    const name = `${newStorageKey()}.webp`;
    const put = bad.put(name, webpBytes('x'), 'image/webp');
    await expect(put).rejects.toMatchObject({ status: 403, s3Code: code });
    await expect(put).rejects.toThrow(new RegExp(`403 ${code}`));
    expect(s3.objects.has(name)).toBe(false);
    await store.put(name, webpBytes('x'), 'image/webp');
    // A refused read is an error, not "absent".
    await expect(bad.get(name)).rejects.toMatchObject({ status: 403 });
    await expect(bad.delete(name)).rejects.toMatchObject({ status: 403 });
    expect(s3.objects.has(name)).toBe(true);
  });

  it('retries a passing server error and throws on a lasting one', async () => {
    s3.failNext(503, 1);
    await store.put(FULL, webpBytes('after retry'), 'image/webp');
    expect(s3.objects.get(FULL)?.body).toEqual(webpBytes('after retry'));

    s3.failNext(500, 10);
    await expect(store.get(FULL)).rejects.toMatchObject({ status: 500, s3Code: 'InternalError' });
    s3.failNext(500, 0);
  });

  it('throws a store error when the endpoint does not answer', async () => {
    const closed = await startFakeS3({ ...credentials, bucket: 'photos' });
    await closed.close();
    const gone = createMediaStore({ mediaDir: '/unused', s3: { ...config, endpoint: closed.endpoint } });
    await expect(gone.get(FULL)).rejects.toThrow(MediaStoreError);
  });

  it('refuses an unusable configuration when created', () => {
    expect(() => createMediaStore({ mediaDir: '/x', s3: { ...config, endpoint: 'not a url' } })).toThrow(
      MediaStoreError,
    );
    expect(() =>
      createMediaStore({ mediaDir: '/x', s3: { ...config, endpoint: 'ftp://s3.example' } }),
    ).toThrow(/http/);
    expect(() => createMediaStore({ mediaDir: '/x', s3: { ...config, bucket: '../up' } })).toThrow(/bucket/);
    expect(() => createMediaStore({ mediaDir: '/x', s3: { ...config, secretAccessKey: '' } })).toThrow(
      /secret/,
    );
  });

  it('builds path-style URLs by default and virtual-hosted ones on request', () => {
    const base = { ...config, endpoint: 'https://s3.example.com/prefix/' };
    expect(s3ObjectUrl(base, FULL)).toBe(`https://s3.example.com/prefix/photos/${FULL}`);
    expect(s3ObjectUrl({ ...base, forcePathStyle: false }, FULL)).toBe(
      `https://photos.s3.example.com/prefix/${FULL}`,
    );
  });
});

describe('the fake S3 checks signatures for real', () => {
  const opts = { accessKeyId: 'AKIAFAKE', secretAccessKey: 'shh', region: 'eu-west-1', bucket: 'b' };
  let s3: FakeS3;
  const client = new AwsClient({ ...opts, service: 's3', retries: 0 });
  beforeAll(async () => {
    s3 = await startFakeS3(opts);
  });
  afterAll(async () => {
    await s3.close();
  });

  it('answers an unsigned request 403 and a garbled Authorization header 403', async () => {
    expect((await fetch(`${s3.endpoint}/b/${FULL}`)).status).toBe(403);
    const garbled = await fetch(`${s3.endpoint}/b/${FULL}`, {
      headers: { authorization: 'AWS4-HMAC-SHA256 nonsense' },
    });
    expect(garbled.status).toBe(403);
    expect(await garbled.text()).toContain('AuthorizationHeaderMalformed');
  });

  it('refuses a signature made for another object (no replay onto other keys)', async () => {
    const signed = await client.sign(`${s3.endpoint}/b/${FULL}`, { method: 'GET' });
    const replay = await fetch(`${s3.endpoint}/b/${THUMB}`, { headers: signed.headers });
    expect(replay.status).toBe(403);
    expect(await replay.text()).toContain('SignatureDoesNotMatch');
  });

  it('refuses a body that does not match its signed hash', async () => {
    const signed = await client.sign(`${s3.endpoint}/b/${FULL}`, {
      method: 'PUT',
      body: 'original',
      headers: { 'x-amz-content-sha256': 'aa'.repeat(32) },
    });
    const res = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: 'tampered' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('XAmzContentSHA256Mismatch');
    expect(s3.objects.size).toBe(0);
  });

  it('refuses a request dated outside 15 minutes', async () => {
    const old = new Date(Date.now() - 20 * 60 * 1000).toISOString().replace(/[:-]|\.\d{3}/g, '');
    const signed = await client.sign(`${s3.endpoint}/b/${FULL}`, { method: 'GET', aws: { datetime: old } });
    const res = await fetch(signed.url, { headers: signed.headers });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('RequestTimeTooSkewed');
  });

  it('accepts a correctly signed request', async () => {
    const res = await client.fetch(`${s3.endpoint}/b/${FULL}`, { method: 'PUT', body: 'ok' });
    expect(res.status).toBe(200);
    expect(s3.objects.get(FULL)?.body.toString()).toBe('ok');
  });
});
