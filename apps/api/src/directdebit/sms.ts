import type { Db } from '@dating/db';
import { smsOutbox } from '@dating/db/schema';
import { eq } from 'drizzle-orm';

/** How the HTTP provider is reached: `fetch` in production, a recorder in tests. */
export type SmsTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

export interface SmsMessage {
  siteId: string | null;
  userId: string | null;
  /** E.164. */
  phone: string;
  body: string;
  /** What the log row keeps of the body when it leaves this machine (the code blanked). */
  loggedBody: string;
}

export interface SmsSender {
  readonly transport: 'outbox' | 'http';
  /** Stores the message and hands it to the transport; false when the provider refused it. */
  send(message: SmsMessage): Promise<boolean>;
}

/**
 * The SMS adapter (ADR 0021). `outbox`: the message is only stored in `sms_outbox` (shown at
 * /api/dev/sms-outbox on loopback, like the developer mailbox). `http`: POSTed as JSON
 * `{ to, text, reference }` with `Authorization: Bearer SMS_HTTP_TOKEN` to SMS_HTTP_URL; the row is the log,
 * with the code blanked and the outcome (sent, or failed with the HTTP status).
 */
export function createSmsSender(
  db: Db,
  opts: {
    provider: 'outbox' | 'http';
    now: () => Date;
    url?: string;
    token?: string;
    transport?: SmsTransport;
  },
): SmsSender {
  if (opts.provider === 'outbox') {
    return {
      transport: 'outbox',
      async send(m) {
        const { siteId, userId, phone, body } = m;
        await db.insert(smsOutbox).values({
          siteId,
          userId,
          phone,
          body,
          transport: 'outbox',
          status: 'sent',
          createdAt: opts.now(),
        });
        return true;
      },
    };
  }
  const url = opts.url;
  if (!url) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  const post: SmsTransport =
    opts.transport ??
    (async (u, init) => {
      const res = await fetch(u, { ...init, signal: AbortSignal.timeout(10_000) });
      return { status: res.status };
    });
  return {
    transport: 'http',
    async send(m) {
      const [row] = await db
        .insert(smsOutbox)
        .values({
          siteId: m.siteId,
          userId: m.userId,
          phone: m.phone,
          body: m.loggedBody,
          transport: 'http',
          createdAt: opts.now(),
        })
        .returning({ id: smsOutbox.id });
      let error: string | null = null;
      try {
        const res = await post(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          },
          body: JSON.stringify({ to: m.phone, text: m.body, reference: row?.id }),
        });
        if (res.status < 200 || res.status >= 300) error = `provider answered ${res.status}`;
      } catch (err) {
        error = err instanceof Error ? err.name : 'unreachable';
      }
      if (row) {
        await db
          .update(smsOutbox)
          .set({ status: error ? 'failed' : 'sent', error })
          .where(eq(smsOutbox.id, row.id));
      }
      return !error;
    },
  };
}
