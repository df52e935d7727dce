import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch } from '../client/test-support';
import { ZPushMessage, ZPushSubscriptionInput, base64UrlDecodedLength } from './push';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'A'.repeat(22);
const good = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh, auth },
};

describe('push contracts', () => {
  it('measures base64url', () => {
    expect(base64UrlDecodedLength(p256dh)).toBe(65);
    expect(base64UrlDecodedLength(auth)).toBe(16);
    expect(base64UrlDecodedLength(`${auth}==`)).toBe(16);
    expect(base64UrlDecodedLength('A')).toBe(-1);
  });

  it('accepts a browser subscription and refuses unsafe endpoints and wrong key sizes', () => {
    expect(ZPushSubscriptionInput.safeParse(good).success).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://10.0.0.1/x',
      'https://[::1]/x',
      'https://intranet/x',
      'https://push.localhost/x',
      'https://a:b@push.example.com/x',
    ]) {
      expect(ZPushSubscriptionInput.safeParse({ ...good, endpoint }).success, endpoint).toBe(false);
    }
    expect(ZPushSubscriptionInput.safeParse({ ...good, keys: { p256dh, auth: `${auth}AA` } }).success).toBe(
      false,
    );
  });

  it('keeps message links on the site', () => {
    const message = { kind: 'like', title: 'Hi', body: '', checkUrl: '/likes', openUrl: '/login' } as const;
    expect(ZPushMessage.safeParse(message).success).toBe(true);
    expect(ZPushMessage.safeParse({ ...message, checkUrl: '//evil.example' }).success).toBe(false);
    expect(ZPushMessage.safeParse({ ...message, openUrl: 'https://evil.example' }).success).toBe(false);
  });
});

describe('client: user.subscribePush / unsubscribePush', () => {
  it('POSTs and DELETEs user.php?push=1 with X-Request-Type: client', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { ok: true } });
    const api = createApiClient({ baseUrl: '', fetch, retries: 0 });
    await expect(api.user.subscribePush(good)).resolves.toEqual({ ok: true });
    await api.user.unsubscribePush({ endpoint: good.endpoint });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/user.php?push=1'],
      ['DELETE', '/api/user.php?push=1'],
    ]);
    expect(calls[0]!.headers['X-Request-Type']).toBe('client');
    expect(calls[0]!.body).toEqual(good);
    expect(calls[1]!.body).toEqual({ endpoint: good.endpoint });
  });
});
