import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * An in-process S3 for tests: the REST subset the media store uses (PUT, GET, HEAD, DELETE of an object,
 * path-style `/<bucket>/<key>`), behind a real AWS Signature Version 4 check. A request is answered 403
 * unless its Authorization header is well-formed, names the configured access key id, region and service,
 * is dated within 15 minutes, and its signature matches the one computed here with the configured secret
 * (so a wrong secret fails too). A signed payload hash must match the body (400 otherwise).
 */

export interface FakeS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
  /** Largest accepted body (default 32 MiB). */
  maxBodyBytes?: number;
}

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface FakeS3Request {
  method: string;
  path: string;
  status: number;
  code?: string;
}

export interface FakeS3 {
  /** e.g. `http://127.0.0.1:40123` */
  readonly endpoint: string;
  /** Stored objects by key. */
  readonly objects: Map<string, FakeS3Object>;
  /** Every request in order, with the status it got. */
  readonly requests: FakeS3Request[];
  /** Answers the next `count` authenticated requests with `status` (e.g. 500, 503) before touching objects. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

const AUTH_RE =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE_RE = /^(\d{8})T(\d{2})(\d{2})(\d{2})Z$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (everything but unreserved characters). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encode(decodeURIComponent(segment));
      } catch {
        throw new S3Failure(400, 'InvalidURI', 'malformed path');
      }
    })
    .join('/');
}

function canonicalQuery(search: URLSearchParams): string {
  return [...search]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Verifies SigV4; throws S3Failure when the request is not signed by the configured credentials. */
function verifySignature(req: IncomingMessage, url: URL, body: Buffer, opts: FakeS3Options): void {
  const auth = header(req, 'authorization');
  if (!auth) throw new S3Failure(403, 'AccessDenied', 'missing Authorization header');
  const m = AUTH_RE.exec(auth);
  if (!m) throw new S3Failure(403, 'AuthorizationHeaderMalformed', 'malformed Authorization header');
  const [, keyId, date, region, service, signedHeaderList, signature] = m as unknown as string[];
  if (keyId !== opts.accessKeyId) throw new S3Failure(403, 'InvalidAccessKeyId', 'unknown access key id');
  if (region !== opts.region || service !== 's3') {
    throw new S3Failure(
      403,
      'AuthorizationHeaderMalformed',
      'wrong region or service in the credential scope',
    );
  }
  const amzDate = header(req, 'x-amz-date') ?? '';
  const d = AMZ_DATE_RE.exec(amzDate);
  if (!d || d[1] !== date) throw new S3Failure(403, 'AccessDenied', 'missing or inconsistent x-amz-date');
  const when = Date.parse(
    `${date!.slice(0, 4)}-${date!.slice(4, 6)}-${date!.slice(6, 8)}T${d[2]}:${d[3]}:${d[4]}Z`,
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > MAX_SKEW_MS) {
    throw new S3Failure(403, 'RequestTimeTooSkewed', 'request time too far from server time');
  }
  const signed = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) throw new S3Failure(403, 'AccessDenied', `${required} is not signed`);
  }
  const payloadHash = header(req, 'x-amz-content-sha256') ?? '';
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) throw new S3Failure(400, 'InvalidArgument', 'bad payload hash');
    if (payloadHash !== sha256(body)) {
      throw new S3Failure(400, 'XAmzContentSHA256Mismatch', 'payload does not match its signed hash');
    }
  }
  const canonicalHeaders = signed
    .map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    req.method ?? 'GET',
    canonicalUri(url.pathname),
    canonicalQuery(url.searchParams),
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    throw new S3Failure(403, 'SignatureDoesNotMatch', 'signature does not match');
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new S3Failure(400, 'EntityTooLarge', 'body too large'));
        req.destroy();
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function sendError(res: ServerResponse, method: string, failure: S3Failure): void {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code>` +
    `<Message>${failure.message}</Message></Error>`;
  res.writeHead(failure.status, { 'content-type': 'application/xml' });
  res.end(method === 'HEAD' ? undefined : xml);
}

export async function startFakeS3(opts: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const faults = { status: 0, count: 0 };
  const maxBody = opts.maxBodyBytes ?? 32 * 1024 * 1024;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const body = await readBody(req, maxBody);
    verifySignature(req, url, body, opts);
    if (faults.count > 0) {
      faults.count--;
      throw new S3Failure(
        faults.status,
        faults.status === 503 ? 'SlowDown' : 'InternalError',
        'injected fault',
      );
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== opts.bucket) throw new S3Failure(404, 'NoSuchBucket', 'no such bucket');
    if (!key) throw new S3Failure(501, 'NotImplemented', 'bucket operations are not implemented');
    const object = objects.get(key);
    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { body, contentType: header(req, 'content-type') ?? 'binary/octet-stream', etag });
        res.writeHead(200, { etag });
        res.end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        if (!object) throw new S3Failure(404, 'NoSuchKey', 'the key does not exist');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: object.etag,
        });
        res.end(method === 'GET' ? object.body : undefined);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return 204;
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'method not allowed');
    }
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    handle(req, res).then(
      (status) => requests.push({ method, path, status }),
      (e: unknown) => {
        const failure = e instanceof S3Failure ? e : new S3Failure(500, 'InternalError', String(e));
        requests.push({ method, path, status: failure.status, code: failure.code });
        if (!res.headersSent) sendError(res, method, failure);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext(status, count = 1) {
      faults.status = status;
      faults.count = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
