import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Our hardening on top of Mollie's webhook protocol (whose classic webhooks carry only `id=tr_…`): every
 * delivery carries `x-webhook-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with
 * PAYMENT_WEBHOOK_SECRET. A stale timestamp, a missing or wrong MAC are refused before anything is read.
 */
export const SIGNATURE_HEADER = 'x-webhook-signature';

export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck =
  | { ok: true; at: number; mac: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

export function verifyWebhook(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  now: Date,
  toleranceMs: number,
): SignatureCheck {
  if (typeof header !== 'string' || header.length === 0) return { ok: false, reason: 'missing' };
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!m) return { ok: false, reason: 'malformed' };
  const t = Number(m[1]);
  const mac = m[2]!;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now.getTime() - t * 1000) > toleranceMs) return { ok: false, reason: 'stale' };
  return { ok: true, at: t, mac };
}

/**
 * Mollie's classic webhooks cannot carry our header, so in Mollie mode each payment's webhook URL carries a
 * per-order token instead: `?order=<id>&token=<hex HMAC-SHA256 of "webhook:<id>">`. It proves the call
 * comes from a URL we handed to the provider; the status is still fetched from the provider.
 */
export function orderWebhookToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`webhook:${orderId}`).digest('hex');
}

export function verifyOrderWebhookToken(secret: string, orderId: unknown, token: unknown): boolean {
  if (typeof orderId !== 'string' || typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
  if (!/^[0-9a-f-]{36}$/.test(orderId)) return false;
  return timingSafeEqual(Buffer.from(orderWebhookToken(secret, orderId), 'hex'), Buffer.from(token, 'hex'));
}
