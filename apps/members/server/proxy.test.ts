// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@dating/core/domain';
import { bodyLimitFor, pickUpstream, proxyRequest } from './proxy';

const upstreams = {
  api: new URL('http://127.0.0.1:1'),
  legal: new URL('http://127.0.0.1:2'),
  landers: new URL('http://127.0.0.1:3'),
};

describe('pickUpstream', () => {
  it('routes API, legal and lander paths and leaves the rest to Next.js', () => {
    expect(pickUpstream('/api/settings.php?domain=x', upstreams)).toBe(upstreams.api);
    expect(pickUpstream('/api/live', upstreams)).toBe(upstreams.api);
    expect(pickUpstream('/health', upstreams)).toBe(upstreams.api);
    expect(pickUpstream('/pages/terms', upstreams)).toBe(upstreams.legal);
    expect(pickUpstream('/landers/gallery/eng', upstreams)).toBe(upstreams.landers);
    expect(pickUpstream('/', upstreams)).toBeNull();
    expect(pickUpstream('/members/12', upstreams)).toBeNull();
    expect(pickUpstream('/apiary', upstreams)).toBeNull();
    expect(pickUpstream('/pagesx', upstreams)).toBeNull();
  });

  it('routes /operator/ to the operator console when it is configured, and nothing else', () => {
    const withOperator = { ...upstreams, operator: new URL('http://127.0.0.1:4') };
    expect(pickUpstream('/operator/', withOperator)).toBe(withOperator.operator);
    expect(pickUpstream('/operator', withOperator)).toBe(withOperator.operator);
    expect(pickUpstream('/operator/assets/index.js', withOperator)).toBe(withOperator.operator);
    expect(pickUpstream('/operators', withOperator)).toBeNull();
    expect(pickUpstream('/api/operator/me.php', withOperator)).toBe(withOperator.api);
    expect(pickUpstream('/operator/', upstreams)).toBeNull();
  });
});

describe('proxyRequest', () => {
  let upstream: http.Server;
  let front: http.Server;
  let frontUrl = '';
  let seen: { url?: string; host?: string; forwardedHost?: string; body?: string } = {};

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen = {
          url: req.url,
          host: req.headers.host,
          forwardedHost: String(req.headers['x-forwarded-host']),
          body,
        };
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'a=1; Path=/' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const target = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    front = http.createServer((req, res) => proxyRequest(req, res, target));
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
    frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    upstream.close();
    front.close();
  });

  it('forwards method, path, body and host, and relays status, headers and body', async () => {
    const res = await fetch(`${frontUrl}/api/user.php?x=1`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', host: 'example.test' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toBe('a=1; Path=/');
    expect(await res.json()).toEqual({ ok: true });
    expect(seen.url).toBe('/api/user.php?x=1');
    expect(seen.body).toBe('{"a":1}');
    expect(seen.forwardedHost).toBe(seen.host);
  });

  it('answers 502 with the error envelope when the upstream is down', async () => {
    const dead = http.createServer((req, res) => proxyRequest(req, res, new URL('http://127.0.0.1:9')));
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const res = await fetch(`http://127.0.0.1:${(dead.address() as AddressInfo).port}/api/settings.php`);
    dead.close();
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'service_unavailable', status: 502 } });
  });

  it('answers 413 in the envelope for bodies over the API limit, announced or chunked (issue 19)', async () => {
    for (const size of [1.1 * 1024 * 1024, 3 * 1024 * 1024]) {
      const res = await fetch(`${frontUrl}/api/profile.php`, {
        method: 'PUT',
        body: 'x'.repeat(Math.floor(size)),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, String(size)).toBe(413);
      expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large', status: 413 } });
    }
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${frontUrl}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const piece = 'y'.repeat(16 * 1024);
      for (let i = 0; i < 12; i++) req.write(piece); // 192 KB without Content-Length
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('bodyLimitFor', () => {
  it('is the API limit everywhere but the photo upload', () => {
    expect(bodyLimitFor('PUT', '/api/profile.php')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('POST', '/api/photos.php?x=1')).toBeGreaterThan(15 * 1024 * 1024);
    expect(bodyLimitFor('PUT', '/api/photos.php')).toBe(API_BODY_LIMIT_BYTES);
  });
});
