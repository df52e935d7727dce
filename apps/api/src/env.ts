import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Config } from './photos/media/store';

/** The repository root: the nearest ancestor of this package holding pnpm-workspace.yaml. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start, '../../..');
    dir = parent;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/**
 * `TRUST_PROXY`: "true"/"false", a hop count, or a comma-separated list of addresses/subnets
 * (proxy-addr names such as "loopback" work). Default: trust loopback proxies only.
 */
const ZTrustProxy = z
  .string()
  .default('loopback')
  .transform((v): boolean | number | string => {
    const s = v.trim();
    if (s === 'true') return true;
    if (s === 'false' || s === '') return false;
    if (/^\d+$/.test(s)) return Number(s);
    return s;
  });

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SEED_MEMBERS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZTrustProxy,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** Sender of every mail, e.g. `"Dating" <no-reply@example.com>`; the mail package's default when unset. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(320).optional()),
  /** Shared secret of the signed bounce/complaint webhook; the route answers 404 when unset. */
  MAIL_EVENTS_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** The developer mailbox at /api/dev/mailbox: `auto` (no SMTP and a localhost PUBLIC_URL), `on`, `off`; loopback clients only. */
  DEV_MAILBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Key of the `auth._device` cookie HMAC; random per process when unset (devices then reset at restart). */
  DEVICE_COOKIE_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** Sign-ups allowed per client IP and hour (spec-free abuse limit; raised by the end-to-end suite). */
  SIGNUP_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Bearer token of the operator calls (photo moderation); unset: those calls answer 404. */
  OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(20).optional()),
  /** S3-compatible media storage: set S3_BUCKET (and the rest) to keep photos there instead of MEDIA_DIR. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** VAPID key pair of Web Push (base64url); both or neither. Unset: generated once into `.data/vapid.json`. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
  ),
  /** Mollie API key (`live_…`/`test_…`): payments go through Mollie; unset: the in-process sandbox provider. */
  MOLLIE_API_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(live|test)_\w{20,}$/)
      .optional(),
  ),
  /** Mollie's API base (default https://api.mollie.com/v2); a Mollie-speaking test server otherwise. */
  MOLLIE_API_URL: optionalUrl,
  /** Key of the payment webhook HMAC (x-webhook-signature); random per process when unset (sandbox only). */
  PAYMENT_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** Key of the IBANs at rest (AES-256-GCM): 64 hex characters or base64 of 32 bytes; required in production. */
  IBAN_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/)
      .optional(),
  ),
  /** Key of the operators' TOTP secrets at rest (AES-256-GCM): 64 hex or base64 of 32 bytes; unset: `.data/operator-totp.key`. */
  OPERATOR_TOTP_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/)
      .optional(),
  ),
  /** SMS of the direct-debit codes: `outbox` (stored only, /api/dev/sms-outbox) or `http` (SMS_HTTP_URL). */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: optionalUrl,
  /** Bearer token of the SMS provider (never logged). */
  SMS_HTTP_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** Contact sent to push services in every VAPID token: `mailto:` or `https:`; default from PUBLIC_URL. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .max(320)
      .optional(),
  ),
});

export type Env = z.infer<typeof ZEnv> & { DATA_DIR: string; MEDIA_DIR: string; REPO_ROOT: string };

/**
 * What a production site on a real domain must set (ADR 0013, docs/deploy.md): the API refuses to start
 * without it. `pnpm start` on this machine (a localhost PUBLIC_URL) needs none of it.
 */
export function productionProblems(env: z.infer<typeof ZEnv>): string[] {
  if (env.NODE_ENV !== 'production' || isLocalUrl(env.PUBLIC_URL)) return [];
  const problems: string[] = [];
  if (new URL(env.PUBLIC_URL).protocol !== 'https:')
    problems.push('PUBLIC_URL: must be https:// on a real domain');
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL: PostgreSQL is required (the embedded PGlite is one process only)');
  if (!env.SMTP_URL) problems.push('SMTP_URL: required, or no member receives activation and reset mails');
  if (!env.DEVICE_COOKIE_SECRET) problems.push('DEVICE_COOKIE_SECRET: required (≥ 16 characters)');
  if (env.DEV_MAILBOX === 'on') problems.push('DEV_MAILBOX: must not be on');
  if (!env.IBAN_ENCRYPTION_KEY) problems.push('IBAN_ENCRYPTION_KEY: required (32 bytes, hex or base64)');
  if (env.SMS_PROVIDER !== 'http') problems.push('SMS_PROVIDER: must be http (the outbox sends nothing)');
  return problems;
}

/** Parses and validates the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  s3Config(parsed.data); // throws on a half-configured S3
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (parsed.data.SMS_PROVIDER === 'http' && !parsed.data.SMS_HTTP_URL) {
    throw new Error('Invalid environment:\n  SMS_PROVIDER=http needs SMS_HTTP_URL');
  }
  const problems = productionProblems(parsed.data);
  if (problems.length) {
    throw new Error(
      `Invalid environment for production on ${parsed.data.PUBLIC_URL}:\n  ${problems.join('\n  ')}`,
    );
  }
  const root = findRepoRoot();
  return {
    ...parsed.data,
    DATA_DIR: parsed.data.DATA_DIR ?? join(root, '.data', 'pglite'),
    MEDIA_DIR: parsed.data.MEDIA_DIR ?? join(root, '.data', 'media'),
    REPO_ROOT: root,
  };
}

/** The S3 media store settings, or null for local disk; a half-configured S3 is an error. */
export function s3Config(env: z.infer<typeof ZEnv>): S3Config | null {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!bucket) return null;
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    throw new Error(
      'Invalid environment:\n  S3_BUCKET is set: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too',
    );
  }
  return { endpoint, bucket, region: env.S3_REGION, accessKeyId, secretAccessKey };
}

/** Whether a URL's host is this machine (localhost, 127.0.0.1, ::1). */
export function isLocalUrl(url: string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname.toLowerCase());
}

/**
 * Whether the developer mailbox is served at all (ADR 0013). `off` never; `auto` only without SMTP and only
 * when PUBLIC_URL's host is this machine; `on` also with SMTP or another host, but in production never on a
 * real domain. Even when served, the routes answer only loopback clients (`dev-mailbox/`).
 */
export function devMailboxEnabled(input: {
  mode: 'auto' | 'on' | 'off';
  smtpUrl?: string | undefined;
  production: boolean;
  publicUrl: string;
}): boolean {
  if (input.mode === 'off') return false;
  const local = isLocalUrl(input.publicUrl);
  if (input.mode === 'auto') return !input.smtpUrl && local;
  return !input.production || local;
}

/** True for a loopback client address (127.0.0.0/8, ::1, and their IPv4-mapped form). */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
