import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSHED_MESSAGE_EVENT, PeriodicRefresh } from '@/components/periodic-refresh/periodic-refresh';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { NEW_PUSH_CLICK, NEW_PUSH_MESSAGE, PushBridge } from './push-bridge';
import { resetPushStore, usePushStore } from '@/stores/push-store';
import { PUBLIC_KEY, installFakePush, pushApi, resetPushApi, uninstallFakePush } from '@/test/push-api';

beforeEach(() => {
  resetPushApi();
  resetPushStore();
});
afterEach(() => {
  uninstallFakePush();
  vi.useRealTimers();
});

describe('PushBridge', () => {
  it("reads the browser's state and turns the worker's messages into lastMessage and a refresh", async () => {
    const fake = installFakePush({ existingKey: PUBLIC_KEY });
    renderWithProviders(<PushBridge />, { user: createUser(), settings: { push_public_key: PUBLIC_KEY } });
    await act(async () => undefined);
    expect(usePushStore.getState().isSubscribed).toMatchObject({ endpoint: expect.any(String) });
    expect(pushApi.user.subscribePush).toHaveBeenCalledTimes(1);

    const onMessage = fake.serviceWorker.addEventListener.mock.calls[0]![1] as (e: MessageEvent) => void;
    const refreshed = vi.fn();
    window.addEventListener(PUSHED_MESSAGE_EVENT, refreshed);
    const payload = { kind: 'like', title: 'Anna likes you', checkUrl: '/likes', openUrl: '/login' };
    act(() => onMessage(new MessageEvent('message', { data: { type: NEW_PUSH_MESSAGE, payload } })));
    expect(usePushStore.getState().lastMessage).toEqual(payload);
    act(() => onMessage(new MessageEvent('message', { data: { type: NEW_PUSH_CLICK, url: '/likes' } })));
    act(() => onMessage(new MessageEvent('message', { data: { type: 'OTHER' } })));
    expect(refreshed).toHaveBeenCalledTimes(2);
    window.removeEventListener(PUSHED_MESSAGE_EVENT, refreshed);
  });
});

describe('PeriodicRefresh follows the push store', () => {
  it('reloads every 300 s while subscribed, every 60 s otherwise', async () => {
    vi.useFakeTimers();
    pushApi.user.get.mockResolvedValue({ user: createUser() });
    usePushStore.setState({
      isSubscribed: { endpoint: 'https://push.example.com/1', keys: { p256dh: 'B', auth: 'a' } },
    });
    renderWithProviders(<PeriodicRefresh />, { user: createUser() });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(pushApi.user.get).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(pushApi.user.get).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(pushApi.user.get).toHaveBeenCalledTimes(2);

    act(() => usePushStore.setState({ isSubscribed: false }));
    // Back to the short interval: the refresh restarts (first after 5 s), then every 60 s.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(pushApi.user.get).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(pushApi.user.get).toHaveBeenCalledTimes(4);
  });
});

/** public/sw-push.js in a fake worker global: notifications, window messages and click routing (spec §7). */
describe('sw-push.js', () => {
  function loadWorker(loggedIn: boolean) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const windowClient = {
      url: 'https://amora.example/members',
      postMessage: vi.fn(),
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
    };
    const worker = {
      location: new URL('https://amora.example/sw-push.js?v=2'),
      addEventListener: (type: string, fn: (event: unknown) => void) => {
        listeners[type] = fn;
      },
      skipWaiting: vi.fn(),
      registration: { showNotification: vi.fn(async () => undefined) },
      clients: { matchAll: vi.fn(async () => [windowClient]), openWindow: vi.fn(), claim: vi.fn() },
    };
    const fetchFn = vi.fn(async () => ({ ok: loggedIn }));
    const source = readFileSync(join(process.cwd(), 'public', 'sw-push.js'), 'utf8');
    new Function('self', 'fetch', source)(worker, fetchFn);
    const run = async (type: string, event: Record<string, unknown>) => {
      let done: Promise<unknown> = Promise.resolve();
      listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    };
    return { worker, windowClient, fetchFn, run };
  }

  const payload = {
    kind: 'new_messages',
    title: 'New message',
    body: 'Hi!',
    checkUrl: '/chats/7',
    openUrl: '/login',
    tag: 'chat-7',
  };
  const pushEvent = { data: { json: () => payload, text: () => JSON.stringify(payload) } };

  it('shows the notification and posts NEW_PUSH_MESSAGE to open windows', async () => {
    const { worker, windowClient, run } = loadWorker(true);
    await run('push', pushEvent);
    expect(worker.registration.showNotification).toHaveBeenCalledWith('New message', {
      body: 'Hi!',
      tag: 'chat-7',
      icon: '/icon.svg',
      data: { checkUrl: 'https://amora.example/chats/7', openUrl: 'https://amora.example/login' },
    });
    expect(windowClient.postMessage).toHaveBeenCalledWith({ type: 'NEW_PUSH_MESSAGE', payload });
  });

  it('sends a logged-in member to checkUrl and others to openUrl, never off the site', async () => {
    const close = vi.fn();
    const click = (data: unknown) => ({ notification: { close, data } });
    const member = loadWorker(true);
    await member.run(
      'notificationclick',
      click({ checkUrl: 'https://amora.example/chats/7', openUrl: 'https://amora.example/login' }),
    );
    expect(close).toHaveBeenCalled();
    expect(member.windowClient.postMessage).toHaveBeenCalledWith({
      type: 'NEW_PUSH_CLICK',
      url: 'https://amora.example/chats/7',
    });
    expect(member.windowClient.focus).toHaveBeenCalled();
    expect(member.windowClient.navigate).toHaveBeenCalledWith('https://amora.example/chats/7');

    const visitor = loadWorker(false);
    visitor.worker.clients.matchAll.mockResolvedValue([]);
    await visitor.run(
      'notificationclick',
      click({ checkUrl: 'https://amora.example/chats/7', openUrl: 'https://amora.example/login' }),
    );
    expect(visitor.worker.clients.openWindow).toHaveBeenCalledWith('https://amora.example/login');

    const hostile = loadWorker(true);
    await hostile.run('push', { data: { json: () => ({ ...payload, checkUrl: 'https://evil.example/x' }) } });
    const shown = hostile.worker.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { data: { checkUrl: string } },
    ];
    expect(shown[1].data.checkUrl).toBe('https://amora.example/');
  });
});
