import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as contracts from '../contracts';
import { contract } from './contract';
import { ApiError, ContractError, NetworkError } from './errors';
import { buildUrl, createRequest, isRetryable, retryDelay } from './request';
import { errorBody, fakeFetch, recordingSleep } from './test-support';

const ZThing = z.object({ id: z.string() });
const exact = () => 0;

describe('buildUrl', () => {
  it('builds the query with URLSearchParams and skips undefined and null', () => {
    expect(
      buildUrl('', '/api/settings.php', { domain: 'a.test', route: undefined, country: null, n: 2 }),
    ).toBe('/api/settings.php?domain=a.test&n=2');
    expect(buildUrl('http://127.0.0.1:3001/', '/api/x.php', { q: 'a b&c' })).toBe(
      'http://127.0.0.1:3001/api/x.php?q=a+b%26c',
    );
    expect(buildUrl('', '/api/x.php', {})).toBe('/api/x.php');
  });
});

describe('retry policy', () => {
  it('retries GET, PUT and DELETE on network errors and 5xx, POST only on network errors, never 4xx', () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(isRetryable(method, 'network')).toBe(true);
      expect(isRetryable(method, 503)).toBe(true);
      expect(isRetryable(method, 500)).toBe(true);
      expect(isRetryable(method, 404)).toBe(false);
    }
    expect(isRetryable('POST', 'network')).toBe(true);
    expect(isRetryable('POST', 503)).toBe(false);
    expect(isRetryable('POST', 400)).toBe(false);
  });

  it('delays base × 2^attempt plus a jitter below a quarter of the base', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, 200, exact))).toEqual([200, 400, 800, 1600, 3200]);
    expect(retryDelay(0, 200, () => 0.999)).toBe(249);
    expect(retryDelay(2, 200, () => 0.5)).toBe(825);
  });
});

describe('createRequest', () => {
  it('retries a 503 five times with exponential delays, then throws ApiError', async () => {
    const { fetch, calls } = fakeFetch({ status: 503, body: errorBody(503, 'service_unavailable') });
    const { sleep, delays } = recordingSleep();
    const request = createRequest({ fetch, sleep, random: exact });

    const error = await request({ method: 'GET', path: '/api/chats.php', schema: ZThing }).catch(
      (e: unknown) => e,
    );

    expect(calls).toHaveLength(6);
    expect(delays).toEqual([200, 400, 800, 1600, 3200]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it('honours the retries and baseDelayMs options', async () => {
    const { fetch, calls } = fakeFetch({ status: 500, raw: 'oops' });
    const { sleep, delays } = recordingSleep();
    const request = createRequest({ fetch, sleep, random: exact, retries: 2, baseDelayMs: 50 });
    await expect(request({ method: 'GET', path: '/api/x.php', schema: ZThing })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([50, 100]);
  });

  it.each([400, 404, 409, 422])('does not retry a %i', async (status) => {
    const { fetch, calls } = fakeFetch({ status, body: errorBody(status, 'bad_request') });
    const { sleep, delays } = recordingSleep();
    const request = createRequest({ fetch, sleep });
    await expect(request({ method: 'GET', path: '/api/x.php', schema: ZThing })).rejects.toMatchObject({
      status,
    });
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('succeeds after two failures (a network error and a 502)', async () => {
    const { fetch, calls } = fakeFetch(
      { networkError: true },
      { status: 502 },
      { status: 200, body: { id: 'a' } },
    );
    const { sleep, delays } = recordingSleep();
    const request = createRequest({ fetch, sleep, random: exact });
    await expect(request({ method: 'GET', path: '/api/x.php', schema: ZThing })).resolves.toEqual({
      id: 'a',
    });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([200, 400]);
  });

  it('retries a POST on network errors but not on a 5xx', async () => {
    const network = fakeFetch({ networkError: true }, { status: 200, body: { id: 'b' } });
    const first = createRequest({ fetch: network.fetch, sleep: recordingSleep().sleep });
    await expect(first({ method: 'POST', path: '/api/x.php', body: {}, schema: ZThing })).resolves.toEqual({
      id: 'b',
    });
    expect(network.calls).toHaveLength(2);

    const server = fakeFetch({ status: 503 }, { status: 200, body: { id: 'c' } });
    const second = createRequest({ fetch: server.fetch, sleep: recordingSleep().sleep });
    await expect(
      second({ method: 'POST', path: '/api/x.php', body: {}, schema: ZThing }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(server.calls).toHaveLength(1);
  });

  it('throws NetworkError after the last network failure', async () => {
    const { fetch, calls } = fakeFetch({ networkError: true });
    const request = createRequest({ fetch, sleep: recordingSleep().sleep });
    const error = await request({ method: 'GET', path: '/api/x.php', schema: ZThing }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ attempts: 6 });
    expect(calls).toHaveLength(6);
  });

  it('does not retry an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const request = createRequest({
      fetch: fetch as unknown as typeof globalThis.fetch,
      sleep: recordingSleep().sleep,
    });
    await expect(
      request({ method: 'GET', path: '/api/x.php', schema: ZThing, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps the error envelope onto ApiError', async () => {
    const envelope = errorBody(422, 'validation_failed', [
      { path: 'body.email', message: 'errors.invalid_email' },
    ]);
    const { fetch } = fakeFetch({ status: 422, body: envelope });
    const request = createRequest({ fetch });
    const error = await request({ method: 'POST', path: '/api/x.php', body: {}, schema: ZThing }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      messageKey: 'errors.validation_failed',
      fields: [{ path: 'body.email', message: 'errors.invalid_email' }],
      envelope,
      method: 'POST',
      path: '/api/x.php',
    });
  });

  it('uses internal_error when an error body is not an envelope', async () => {
    const { fetch } = fakeFetch({ status: 404, raw: '<html>Not found</html>' });
    const request = createRequest({ fetch });
    await expect(request({ method: 'GET', path: '/api/x.php', schema: ZThing })).rejects.toMatchObject({
      status: 404,
      code: 'internal_error',
      messageKey: 'errors.internal_error',
      fields: [],
      envelope: null,
    });
  });

  it('throws ContractError when a 2xx body breaks the contract or is not JSON', async () => {
    const wrong = createRequest({ fetch: fakeFetch({ status: 200, body: { id: 42 } }).fetch });
    const error = await wrong({ method: 'GET', path: '/api/x.php', schema: ZThing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues[0]?.path).toEqual(['id']);
    expect((error as ContractError).message).toContain('"id"');

    const html = createRequest({ fetch: fakeFetch({ status: 200, raw: '<html>' }).fetch });
    await expect(html({ method: 'GET', path: '/api/x.php', schema: ZThing })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('sends JSON bodies with credentials and the extra headers, read per call when a function', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { id: 'a' } });
    let cookie = 'auth.session=one';
    const request = createRequest({ fetch, baseUrl: 'http://127.0.0.1:3001', headers: () => ({ cookie }) });
    await request({ method: 'PUT', path: '/api/x.php', body: { a: 1 }, schema: ZThing });
    cookie = 'auth.session=two';
    await request({ method: 'GET', path: '/api/x.php', schema: ZThing });

    expect(calls[0]).toMatchObject({
      url: 'http://127.0.0.1:3001/api/x.php',
      method: 'PUT',
      credentials: 'include',
      body: { a: 1 },
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', cookie: 'auth.session=one' },
    });
    expect(calls[1]?.headers).toMatchObject({ cookie: 'auth.session=two' });
    expect(calls[1]?.headers['Content-Type']).toBeUndefined();
  });

  it('parses a named contract with the schemas it was given; without them (the browser) it trusts the JSON', async () => {
    const body = { ok: 'yes', extra: 1 };
    const validating = createRequest({ fetch: fakeFetch({ status: 200, body }).fetch, contracts });
    const error = await validating({
      method: 'GET',
      path: '/api/x.php',
      schema: contract('ZOkResponse'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues[0]?.path).toEqual(['ok']);

    const good = createRequest({ fetch: fakeFetch({ status: 200, body: { ok: true } }).fetch, contracts });
    await expect(
      good({ method: 'GET', path: '/api/x.php', schema: contract('ZOkResponse') }),
    ).resolves.toEqual({
      ok: true,
    });

    const trusting = createRequest({ fetch: fakeFetch({ status: 200, body }).fetch });
    await expect(
      trusting({ method: 'GET', path: '/api/x.php', schema: contract('ZOkResponse') }),
    ).resolves.toEqual(body);
    // A schema the caller brings along is always parsed.
    const own = createRequest({ fetch: fakeFetch({ status: 200, body: { id: 42 } }).fetch });
    await expect(own({ method: 'GET', path: '/api/x.php', schema: ZThing })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('reads the error envelope without the schemas too, and ignores a body that is not one', async () => {
    const envelope = createRequest({
      fetch: fakeFetch({ status: 400, body: errorBody(400, 'validation_failed') }).fetch,
    });
    await expect(
      envelope({ method: 'POST', path: '/api/x.php', body: {}, schema: ZThing }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      messageKey: 'errors.validation_failed',
    });
    for (const body of [{ error: 'nope' }, { error: { code: 1, message: 'x', status: 400 } }, [1]]) {
      const request = createRequest({ fetch: fakeFetch({ status: 400, body }).fetch });
      await expect(
        request({ method: 'POST', path: '/api/x.php', body: {}, schema: ZThing }),
      ).rejects.toMatchObject({ status: 400, code: 'internal_error', envelope: null });
    }
  });
});
