import { type Db } from '@dating/db';
import { ZPushMessage, type TPushMessage } from '@dating/core/contracts';
import webpush from 'web-push';
import { getNotifications } from '../notifications/notifications-repo';
import {
  deletePushSubscriptionsById,
  listPushSubscriptions,
  markPushDelivery,
  type StoredPushSubscription,
} from './subscriptions-repo';
import { createPushTransport, type PushTransport } from './transport';
import type { VapidKeys } from './vapid';

/** How long a push service keeps an undelivered message (seconds): a day, like the refresh it replaces. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushSendResult {
  /** Why nothing was sent: the member turned this kind of push off. */
  skipped?: 'preference';
  sent: number;
  /** Subscriptions the push service called gone (404/410), now deleted. */
  removed: number;
  failed: number;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Sends the message to every subscription of the member, if their push preference for its kind is on. */
  sendToMember(userId: string, message: TPushMessage): Promise<PushSendResult>;
}

export interface PushSenderOptions {
  db: Db;
  vapid: VapidKeys;
  transport?: PushTransport;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): web-push builds and encrypts
 * each request (`generateRequestDetails`), the transport sends it (https only, public addresses only).
 */
export function createPushSender(opts: PushSenderOptions): PushSender {
  const transport = opts.transport ?? createPushTransport();
  const now = opts.now ?? (() => new Date());
  const vapidDetails = {
    subject: opts.vapid.subject,
    publicKey: opts.vapid.publicKey,
    privateKey: opts.vapid.privateKey,
  };

  async function deliver(sub: StoredPushSubscription, payload: string) {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const res = await transport({
      endpoint: details.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string | number>,
      body: (details.body as Buffer | null) ?? null,
    });
    if (res.status >= 200 && res.status < 300) return 'sent' as const;
    if (res.status === 404 || res.status === 410) return 'gone' as const;
    opts.log?.warn(
      { status: res.status, host: new URL(sub.endpoint).host },
      'push service refused a message',
    );
    return 'failed' as const;
  }

  return {
    publicKey: opts.vapid.publicKey,
    async sendToMember(userId, message) {
      const parsed = ZPushMessage.parse(message);
      const prefs = await getNotifications(opts.db, userId);
      if (!prefs.preferences.push[parsed.kind])
        return { skipped: 'preference', sent: 0, removed: 0, failed: 0 };
      const subs = await listPushSubscriptions(opts.db, userId);
      const payload = JSON.stringify(parsed);
      const outcomes = await Promise.all(
        subs.map(async (sub) => {
          try {
            return { id: sub.id, outcome: await deliver(sub, payload) };
          } catch (err) {
            opts.log?.warn({ err, host: new URL(sub.endpoint).host }, 'push delivery failed');
            return { id: sub.id, outcome: 'failed' as const };
          }
        }),
      );
      const ids = (o: string) => outcomes.filter((x) => x.outcome === o).map((x) => x.id);
      const at = now();
      await deletePushSubscriptionsById(opts.db, ids('gone'));
      await markPushDelivery(opts.db, ids('sent'), 'success', at);
      await markPushDelivery(opts.db, ids('failed'), 'failure', at);
      return { sent: ids('sent').length, removed: ids('gone').length, failed: ids('failed').length };
    },
  };
}
