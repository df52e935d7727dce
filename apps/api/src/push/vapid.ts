import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import webpush from 'web-push';

/** The VAPID key pair (RFC 8292) and the contact the push services see; the private key never leaves the API. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes): the `applicationServerKey` browsers subscribe with. */
  publicKey: string;
  /** P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:` contact of the operator, sent in every VAPID JWT (`sub`). */
  subject: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** Whether the pair has the shapes web-push needs (65-byte uncompressed public key, 32-byte private key). */
export function isValidVapidPair(pair: { publicKey?: unknown; privateKey?: unknown }): boolean {
  const { publicKey, privateKey } = pair;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return false;
  if (!B64URL.test(publicKey) || !B64URL.test(privateKey)) return false;
  const pub = Buffer.from(publicKey, 'base64url');
  return pub.length === 65 && pub[0] === 0x04 && Buffer.from(privateKey, 'base64url').length === 32;
}

/** VAPID_SUBJECT, else the site's https URL, else a mailto: at the PUBLIC_URL host. */
export function defaultVapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  return `mailto:push@${url.hostname}`;
}

export interface ResolveVapidOptions {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: both or neither (env.ts enforces it). */
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
  /** Where a generated pair is kept when the environment has none, e.g. `.data/vapid.json` (mode 0600). */
  file: string;
  log?: (message: string) => void;
}

/**
 * The VAPID keys: the environment's pair when set; else the pair stored in `file`; else a new pair from
 * web-push's generateVAPIDKeys, written to `file` (0600, atomically) so that it survives restarts: browsers
 * subscribed with the public key, and a new key would orphan every stored subscription (ADR 0010).
 */
export async function resolveVapidKeys(opts: ResolveVapidOptions): Promise<VapidKeys> {
  if (opts.publicKey && opts.privateKey) {
    if (!isValidVapidPair(opts)) {
      throw new Error(
        'Invalid environment:\n  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: not a P-256 key pair (base64url)',
      );
    }
    return { publicKey: opts.publicKey, privateKey: opts.privateKey, subject: opts.subject };
  }
  let stored: unknown = null;
  try {
    stored = JSON.parse(await readFile(opts.file, 'utf8')) as unknown;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (stored !== null) {
    if (typeof stored !== 'object' || !isValidVapidPair(stored)) {
      throw new Error(`${opts.file} does not hold a VAPID key pair; remove it to generate a new one`);
    }
    const pair = stored as { publicKey: string; privateKey: string };
    return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: opts.subject };
  }
  const pair = webpush.generateVAPIDKeys();
  await mkdir(dirname(opts.file), { recursive: true });
  const tmp = `${opts.file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey })}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  await chmod(tmp, 0o600);
  await rename(tmp, opts.file);
  opts.log?.(`generated a VAPID key pair for push notifications in ${opts.file}`);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: opts.subject };
}
