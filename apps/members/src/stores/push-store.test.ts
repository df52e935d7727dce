import { describe, expect, it } from 'vitest';
import { PUSH_SW_URL, applicationServerKey, isPushCapable } from '@/lib/push-browser';
import { selectPushActive, usePushStore } from './push-store';
import {
  OTHER_KEY,
  PUBLIC_KEY,
  installFakePush,
  notAllowed,
  pushApi,
  pushApiError,
  resetPushAroundEachTest,
  uninstallFakePush,
} from '@/test/push-api';

resetPushAroundEachTest();

describe('push browser helpers', () => {
  it('decodes the base64url key into the 65 bytes applicationServerKey wants', () => {
    const bytes = applicationServerKey(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('is capable only with service workers, PushManager and Notification', () => {
    expect(isPushCapable()).toBe(false);
    installFakePush();
    expect(isPushCapable()).toBe(true);
  });
});

describe('push store', () => {
  it('starts unknown and not capable', () => {
    expect(usePushStore.getState()).toMatchObject({
      isCapable: false,
      isSubscribed: null,
      lastMessage: null,
    });
    expect(selectPushActive(usePushStore.getState())).toBe(false);
  });

  it('subscribe(): registers the worker, subscribes with the key and stores the subscription', async () => {
    const fake = installFakePush();
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('subscribed');
    expect(fake.serviceWorker.register).toHaveBeenCalledWith(PUSH_SW_URL, { scope: '/' });
    expect(PUSH_SW_URL).toBe('/sw-push.js?v=2');
    const options = fake.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKey(PUBLIC_KEY));
    const sent = pushApi.user.subscribePush.mock.calls[0]![0];
    expect(sent).toEqual({
      endpoint: 'https://push.example.com/send/1',
      expirationTime: null,
      keys: { p256dh: expect.any(String), auth: expect.any(String) },
    });
    const state = usePushStore.getState();
    expect(state.isCapable).toBe(true);
    expect(state.isSubscribed).toEqual(sent);
    expect(selectPushActive(state)).toBe(true);
  });

  it("subscribe(): a refused permission (NotAllowedError) marks 'denied' and stores nothing", async () => {
    installFakePush({ subscribeError: notAllowed() });
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('denied');
    expect(usePushStore.getState().isSubscribed).toBe('denied');
    expect(pushApi.user.subscribePush).not.toHaveBeenCalled();
  });

  it("subscribe(): an already blocked permission is 'denied' without asking", async () => {
    const fake = installFakePush({ permission: 'denied' });
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('denied');
    expect(fake.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('subscribe(): unsupported without push in the browser or without a site key', async () => {
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('unsupported');
    expect(usePushStore.getState().isCapable).toBe(false);
    installFakePush();
    await expect(usePushStore.getState().subscribe('')).resolves.toBe('unsupported');
    expect(pushApi.user.subscribePush).not.toHaveBeenCalled();
  });

  it('subscribe(): when the API refuses, the browser subscription is dropped again', async () => {
    const fake = installFakePush();
    pushApi.user.subscribePush.mockRejectedValue(pushApiError());
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('failed');
    expect(fake.current()).toBeNull();
    expect(usePushStore.getState().isSubscribed).toBe(false);
  });

  it('subscribe(): a subscription made with an old key is replaced', async () => {
    const fake = installFakePush({ existingKey: OTHER_KEY });
    const old = fake.current()!;
    await expect(usePushStore.getState().subscribe(PUBLIC_KEY)).resolves.toBe('subscribed');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(fake.current()).not.toBe(old);
  });

  it('init(): reads the browser state and re-sends an existing subscription once per member', async () => {
    installFakePush({ existingKey: PUBLIC_KEY });
    await usePushStore.getState().init(PUBLIC_KEY, 'member-1');
    await usePushStore.getState().init(PUBLIC_KEY, 'member-1');
    expect(pushApi.user.subscribePush).toHaveBeenCalledTimes(1);
    expect(selectPushActive(usePushStore.getState())).toBe(true);
    await usePushStore.getState().init(PUBLIC_KEY, 'member-2');
    expect(pushApi.user.subscribePush).toHaveBeenCalledTimes(2);
  });

  it('init(): not subscribed, denied, or not capable', async () => {
    await usePushStore.getState().init(PUBLIC_KEY, null);
    expect(usePushStore.getState()).toMatchObject({ isCapable: false, isSubscribed: false });
    installFakePush();
    await usePushStore.getState().init(PUBLIC_KEY, 'm');
    expect(usePushStore.getState()).toMatchObject({ isCapable: true, isSubscribed: false });
    uninstallFakePush();
    installFakePush({ permission: 'denied' });
    await usePushStore.getState().init(PUBLIC_KEY, 'm');
    expect(usePushStore.getState().isSubscribed).toBe('denied');
    expect(pushApi.user.subscribePush).not.toHaveBeenCalled();
  });

  it('unsubscribe(): forgets the endpoint in the API, then in the browser', async () => {
    const fake = installFakePush();
    await usePushStore.getState().subscribe(PUBLIC_KEY);
    const sub = fake.current()!;
    await usePushStore.getState().unsubscribe();
    expect(pushApi.user.unsubscribePush).toHaveBeenCalledWith({ endpoint: sub.endpoint });
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(usePushStore.getState().isSubscribed).toBe(false);
  });
});
