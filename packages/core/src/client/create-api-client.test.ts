import { describe, expect, it, vi } from 'vitest';
import * as contracts from '../contracts';
import { createApiClient } from './create-api-client';
import { ContractError } from './errors';
import { ApiError } from './errors';
import {
  company,
  errorBody,
  fakeFetch,
  flush,
  recordingSleep,
  settingsFixture,
  userFixture,
} from './test-support';

const companyInfo = { ...company, support_phone: '+31 20 123 4567', delete_discount: 50 };

describe('createApiClient resources', () => {
  it('settings.get: GET /api/settings.php with the query, parsed with ZSettings', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: settingsFixture });
    const client = createApiClient({ fetch });
    await expect(
      client.settings.get({ domain: 'example.test', route: '/members?network=x' }),
    ).resolves.toEqual(settingsFixture);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/settings.php?domain=example.test&route=%2Fmembers%3Fnetwork%3Dx',
    });
  });

  it('companyInfo.get, interests.list and regions.list hit their paths', async () => {
    const interests = { interests: [{ key: 'hiking', category: 'lifestyle' }] };
    const regions = {
      countries: [
        { country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] },
      ],
    };
    const a = fakeFetch({ status: 200, body: companyInfo });
    const b = fakeFetch({ status: 200, body: interests });
    const c = fakeFetch({ status: 200, body: regions });
    await expect(createApiClient({ fetch: a.fetch }).companyInfo.get()).resolves.toEqual(companyInfo);
    await expect(createApiClient({ fetch: b.fetch }).interests.list()).resolves.toEqual(interests);
    await expect(createApiClient({ fetch: c.fetch }).regions.list()).resolves.toEqual(regions);
    expect([a.calls[0]?.url, b.calls[0]?.url, c.calls[0]?.url]).toEqual([
      '/api/companyinfo.php',
      '/api/interests.php',
      '/api/regions.php',
    ]);
  });

  it('user calls use GET, POST and PUT on /api/user.php; logout is GET /api/logout.php', async () => {
    const { fetch, calls } = fakeFetch(
      { status: 200, body: { user: userFixture } },
      { status: 200, body: { user: userFixture } },
      { status: 200, body: { user: { ...userFixture, language: 'nl' } } },
      { status: 200, body: { ok: true } },
    );
    const client = createApiClient({ fetch });
    await expect(client.user.get()).resolves.toEqual({ user: userFixture });
    await client.user.login({ email: 'a@example.test', password: 'secret' });
    await expect(client.user.updateLanguage({ language: 'nl' })).resolves.toMatchObject({
      user: { language: 'nl' },
    });
    await expect(client.user.logout()).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user.php',
      'POST /api/user.php',
      'PUT /api/user.php',
      'GET /api/logout.php',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'a@example.test', password: 'secret' });
    expect(calls[2]?.body).toEqual({ language: 'nl' });
  });

  it('a send naming its contracts posts the input and parses the answer with the answer contract', async () => {
    const profile = '00000000-0000-4000-8000-000000000001';
    const { fetch, calls } = fakeFetch(
      { status: 200, body: { liked: true, match: false } },
      { status: 200, body: { liked: 'yes' } },
    );
    const client = createApiClient({ fetch, contracts });
    await expect(client.likes.like({ profile })).resolves.toEqual({ liked: true, match: false });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/like.php', body: { profile } });
    await expect(client.likes.unlike({ profile })).rejects.toBeInstanceOf(ContractError);
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/like.php' });
  });

  it('adds X-Request-Type: client only to /api/user.php and /api/logout.php calls', async () => {
    const { fetch, calls } = fakeFetch(
      { status: 200, body: { user: userFixture } },
      { status: 200, body: settingsFixture },
      { status: 200, body: { ok: true } },
    );
    const client = createApiClient({ fetch });
    await client.user.get();
    await client.settings.get();
    await client.user.logout();
    expect(calls.map((c) => c.headers['X-Request-Type'])).toEqual(['client', undefined, 'client']);
    expect(calls.every((c) => c.credentials === 'include')).toBe(true);
  });
});

describe('silent logout on 403 authentication_required (spec §6)', () => {
  const forbidden = { status: 403, body: errorBody(403, 'authentication_required') };

  it('settings.get calls onAuthRequired once and never settles', async () => {
    const onAuthRequired = vi.fn();
    const { fetch, calls } = fakeFetch(forbidden);
    const client = createApiClient({ fetch, onAuthRequired, sleep: recordingSleep().sleep });
    const settled = vi.fn();
    client.settings.get().then(settled, settled);
    await flush();
    await flush();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('user.get rejects with ApiError(403) and does not call onAuthRequired', async () => {
    const onAuthRequired = vi.fn();
    const client = createApiClient({ fetch: fakeFetch(forbidden).fetch, onAuthRequired });
    const error = await client.user.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'authentication_required' });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('a 403 with another code rejects normally', async () => {
    const onAuthRequired = vi.fn();
    const client = createApiClient({
      fetch: fakeFetch({ status: 403, body: errorBody(403, 'forbidden') }).fetch,
      onAuthRequired,
    });
    await expect(client.regions.list()).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('without an onAuthRequired handler (server rendering) the call rejects instead of hanging', async () => {
    const client = createApiClient({ fetch: fakeFetch(forbidden).fetch });
    await expect(client.settings.get()).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    });
  });
});

describe('a ban on 403 account_banned (ADR 0034)', () => {
  const banned = { status: 403, body: errorBody(403, 'account_banned') };

  it('calls onBanned from any call, the user call included, and never settles', async () => {
    const onBanned = vi.fn();
    const onAuthRequired = vi.fn();
    const client = createApiClient({ fetch: fakeFetch(banned).fetch, onBanned, onAuthRequired });
    const settled = vi.fn();
    client.user.get().then(settled, settled);
    client.settings.get().then(settled, settled);
    await flush();
    await flush();
    expect(onBanned).toHaveBeenCalledTimes(2);
    expect(onAuthRequired).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
  });

  it('without a handler (server rendering) the call rejects with account_banned', async () => {
    const client = createApiClient({ fetch: fakeFetch(banned).fetch });
    await expect(client.user.get()).rejects.toMatchObject({ status: 403, code: 'account_banned' });
  });
});
