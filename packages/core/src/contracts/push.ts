import { z } from 'zod';
import { PUSH_PREFERENCES } from './constants-account';

/** Longest push endpoint accepted; real ones (FCM, Mozilla, Apple, WNS) stay well below 1,000 characters. */
export const PUSH_ENDPOINT_MAX = 2048;
/** Subscriptions kept per member (one per browser); the oldest is dropped beyond this. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Decoded size of a base64url string (padding allowed), or -1 when the length cannot be base64. */
export function base64UrlDecodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const base64UrlBytes = (bytes: number, what: string) =>
  z
    .string()
    .max(128)
    .regex(BASE64URL, `${what} must be base64url`)
    .refine((v) => base64UrlDecodedLength(v) === bytes, `${what} must decode to ${bytes} bytes`);

const isIpLiteral = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/**
 * A push service URL: https on the default port, no credentials, a public DNS name (no IP literal, no
 * localhost or single-label host). The sender also refuses names that resolve to private addresses.
 */
export const ZPushEndpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX)
  .refine((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      host.includes('.') &&
      !host.endsWith('.localhost') &&
      !host.endsWith('.local') &&
      !isIpLiteral(host)
    );
  }, 'endpoint must be an https URL of a public push service')
  .describe('The push service URL of the subscription (PushSubscription.endpoint)');

/**
 * POST /api/user.php?push=1: the browser's `PushSubscription.toJSON()`. `p256dh` is the browser's P-256 public
 * key (65 bytes, uncompressed), `auth` the 16-byte authentication secret, both base64url (RFC 8291).
 */
export const ZPushSubscriptionInput = z
  .object({
    endpoint: ZPushEndpoint,
    expirationTime: z.number().int().min(0).nullable().optional(),
    keys: z
      .object({
        p256dh: base64UrlBytes(65, 'p256dh').refine((v) => v.startsWith('B'), 'p256dh must be uncompressed'),
        auth: base64UrlBytes(16, 'auth'),
      })
      .strict(),
  })
  .strict();
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

/** DELETE /api/user.php?push=1: forget this browser's subscription (own subscriptions only). */
export const ZPushUnsubscribeInput = z.object({ endpoint: ZPushEndpoint }).strict();
export type TPushUnsubscribeInput = z.infer<typeof ZPushUnsubscribeInput>;

/** A site path for the notification click: same origin, starts with one `/`. */
const ZSitePath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site');

/**
 * The JSON a push message carries (encrypted, so at most ~3 KB) and `public/sw-push.js` shows: the click
 * opens `checkUrl` for a logged-in member and `openUrl` otherwise (spec §7).
 */
export const ZPushMessage = z
  .object({
    /** Which push preference this message falls under; disabled preferences are not sent. */
    kind: z.enum(PUSH_PREFERENCES),
    title: z.string().min(1).max(120),
    body: z.string().max(500),
    checkUrl: ZSitePath,
    openUrl: ZSitePath,
    /** Same tag: a newer notification replaces the older one. */
    tag: z
      .string()
      .max(64)
      .regex(/^[\w.:-]+$/)
      .optional(),
    icon: ZSitePath.optional(),
  })
  .strict();
export type TPushMessage = z.infer<typeof ZPushMessage>;
