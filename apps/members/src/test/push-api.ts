import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { resetPushStore } from '@/stores/push-store';
import { memberApi, resetMemberApi } from './member-api';

/** The member-API fake as the push tests use it (setup.ts mocks the browser API with it). */
export const pushApi = memberApi;

/** Clears the fake; subscribing and unsubscribing succeed. */
export function resetPushApi(): void {
  resetMemberApi();
  memberApi.user.subscribePush.mockResolvedValue({ ok: true });
  memberApi.user.unsubscribePush.mockResolvedValue({ ok: true });
}

/** Every test of the file starts with a reset fake and push store, and ends without the fake browser push. */
export function resetPushAroundEachTest(): void {
  beforeEach(() => {
    resetPushApi();
    resetPushStore();
  });
  afterEach(() => uninstallFakePush());
}

export const pushApiError = (status = 500) =>
  new ApiError({
    status,
    code: 'internal_error',
    messageKey: 'errors.internal_error',
    envelope: null,
    method: 'POST',
    path: '/api/user.php',
  });

/** A VAPID public key of the right shape (65 bytes, uncompressed point). */
export const PUBLIC_KEY = `B${'A'.repeat(86)}`;
export const OTHER_KEY = `B${'Q'.repeat(86)}`;

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** The browser already holds a subscription made with this key. */
  existingKey?: string;
  /** What pushManager.subscribe() throws (e.g. a NotAllowedError DOMException). */
  subscribeError?: Error;
}

/** Installs service workers, PushManager and Notification on the test window; returns the spies. */
export function installFakePush(opts: FakePushOptions = {}) {
  let current: ReturnType<typeof makeSubscription> | null = null;
  let counter = 0;
  function makeSubscription(key: string) {
    counter += 1;
    const sub = {
      endpoint: `https://push.example.com/send/${counter}`,
      options: { applicationServerKey: keyBytes(key).buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        if (current === sub) current = null;
        return true;
      }),
    };
    return sub;
  }
  if (opts.existingKey) current = makeSubscription(opts.existingKey);

  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array; userVisibleOnly: boolean }) => {
      if (opts.subscribeError) throw opts.subscribeError;
      if (current) return current;
      const key = btoa(String.fromCharCode(...options.applicationServerKey))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = makeSubscription(key);
      return current;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const permission = { value: opts.permission ?? 'default' };
  Object.defineProperty(window.navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', {
    value: {
      get permission() {
        return permission.value;
      },
      requestPermission: vi.fn(async () => permission.value),
    },
    configurable: true,
  });
  return {
    serviceWorker,
    pushManager,
    current: () => current,
    setPermission: (value: NotificationPermission) => {
      permission.value = value;
    },
  };
}

/** Removes what installFakePush added. */
export function uninstallFakePush(): void {
  for (const [target, key] of [
    [window.navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    if (Object.getOwnPropertyDescriptor(target, key)?.configurable) {
      Reflect.deleteProperty(target, key);
    }
  }
}

export const notAllowed = () => Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
