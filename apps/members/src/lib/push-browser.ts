import { type TPushSubscriptionInput } from '@dating/core/contracts';

/** Where the push service worker lives (spec §7); the `v` busts the browser's cache of older workers. */
export const PUSH_SW_URL = '/sw-push.js?v=2';

/** The browser can do Web Push: service workers, PushManager and notifications (spec §3 isCapable). */
export function isPushCapable(win: Window | undefined = globalThis.window): boolean {
  return (
    win !== undefined &&
    'serviceWorker' in win.navigator &&
    'PushManager' in win &&
    'Notification' in win &&
    win.isSecureContext !== false
  );
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a new site key needs a new subscription). */
export function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** The wire shape of POST /api/user.php?push=1, from the browser's subscription. */
export function toSubscriptionInput(subscription: PushSubscription): TPushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** A browser refusal of the permission prompt (or a permission blocked in the settings). */
export function isPermissionDenied(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}
