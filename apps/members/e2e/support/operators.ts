import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Operators for the console specs (issue 15): created by `pnpm operator:create` as an operator would, and the
// authenticator code they log in with.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789';

/**
 * The code an authenticator app shows now (RFC 6238: HMAC-SHA-1 over the 30-second step, 6 digits), written
 * here from the RFC on purpose: the console must accept what any app computes from the printed secret.
 */
export function authenticatorCode(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...base32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface CreatedOperator {
  email: string;
  roles: string[];
  totp_secret: string;
  otpauth_uri: string;
}

/** `pnpm operator:create` as an operator would run it while the site runs on the embedded database. */
export function createOperatorByCli(
  baseURL: string,
  email: string,
  password: string,
  roles = 'admin,moderator',
): CreatedOperator {
  const out = execFileSync(
    'pnpm',
    ['--silent', 'operator:create', '--email', email, '--role', roles, '--json', '--api', baseURL],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, OPERATOR_TOKEN, OPERATOR_PASSWORD: password } },
  );
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`operator:create printed no JSON: ${out}`);
  return JSON.parse(line) as CreatedOperator;
}

/** A new operator of `roles` made by the CLI with a unique address `{label}-…@example.com`, and its password. */
export function newOperator(baseURL: string, label: string, roles?: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const password = `operator-password-${stamp}`;
  return { ...createOperatorByCli(baseURL, `${label}-${stamp}@example.com`, password, roles), password };
}
