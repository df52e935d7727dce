// `pnpm operator:create --email ops@example.com --role admin[,moderator,…] [--name "Ops"] [--json]`
//
// Creates an operator account (ADR 0028) and prints, once, the password (when OPERATOR_PASSWORD is not set)
// and the TOTP secret with its otpauth:// URI for an authenticator app. Nothing here can show them again.
//
// Where it writes:
//   - PostgreSQL (DATABASE_URL): straight into the database, running site or not;
//   - the embedded database (PGlite, one process only): straight into DATA_DIR when the site is stopped;
//     while the site runs, through the running API (`POST /api/operator/operators.php` with the site's
//     OPERATOR_TOKEN; `--api <url>` names another API than http://API_HOST:API_PORT).
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, migrate } from '@dating/db';
import { OPERATOR_ROLES, type OperatorRole } from '@dating/db/schema';
import { loadEnv } from '../src/env';
import { createOperator, type CreatedOperator } from '../src/operator/operator-accounts';
import { resolveTotpKey, useTotpKey } from '../src/operator/totp';

const USAGE =
  'usage: pnpm operator:create --email <address> --role <admin|moderator|host|finance>[,…] [--name <name>] ' +
  '[--json] [--api <url>]\n  the password comes from OPERATOR_PASSWORD (≥ 12 characters) or is generated and printed once';

function fail(message: string): never {
  console.error(`operator:create: ${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', multiple: true },
    name: { type: 'string' },
    json: { type: 'boolean', default: false },
    api: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = values.email?.trim();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email needs an e-mail address');
const roles = (values.role ?? [])
  .flatMap((r) => r.split(','))
  .map((r) => r.trim())
  .filter(Boolean);
if (roles.length === 0) fail('--role is required');
const unknown = roles.filter((r) => !(OPERATOR_ROLES as readonly string[]).includes(r));
if (unknown.length) fail(`unknown role ${unknown.join(', ')} (roles: ${OPERATOR_ROLES.join(', ')})`);
const name = values.name?.trim() || email.split('@')[0]!;
const generated = !process.env.OPERATOR_PASSWORD;
const password = process.env.OPERATOR_PASSWORD ?? randomBytes(18).toString('base64url');
if (password.length < 12) fail('OPERATOR_PASSWORD must have at least 12 characters');

const env = loadEnv();
const apiUrl = (
  values.api ?? `http://${env.API_HOST === '0.0.0.0' ? '127.0.0.1' : env.API_HOST}:${env.API_PORT}`
).replace(/\/+$/, '');
const input = { email, name, roles: roles as OperatorRole[], password };

async function apiRunning(): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function throughApi(): Promise<CreatedOperator | null> {
  if (!env.OPERATOR_TOKEN) {
    fail(
      `the site runs on the embedded database (${apiUrl} answers), which only one process may open: ` +
        "set OPERATOR_TOKEN to the site's token, or stop the site and run this again",
    );
  }
  const res = await fetch(`${apiUrl}/api/operator/operators.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status === 409) return null;
  if (!res.ok) fail(`the API answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as CreatedOperator;
}

async function direct(): Promise<CreatedOperator | null> {
  // The TOTP secret is sealed with the key the API uses (OPERATOR_TOTP_KEY or `.data/operator-totp.key`).
  useTotpKey(
    await resolveTotpKey({
      value: env.OPERATOR_TOTP_KEY,
      file: join(dirname(env.DATA_DIR), 'operator-totp.key'),
    }),
  );
  const db = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    return await createOperator(db.db, input);
  } finally {
    await db.close();
  }
}

const viaApi = Boolean(values.api) || (!env.DATABASE_URL && (await apiRunning()));
const created = viaApi ? await throughApi() : await direct();
if (!created) fail(`an operator with the address ${email} exists already`);

if (values.json) {
  console.log(JSON.stringify({ ...created, password: generated ? password : undefined }));
} else {
  console.log(`Operator ${created.email} created (roles: ${created.roles.join(', ')}).`);
  if (generated) console.log(`Password:    ${password}`);
  console.log(`TOTP secret: ${created.totp_secret}`);
  console.log(`TOTP URI:    ${created.otpauth_uri}`);
  console.log('Add the secret (or the URI as a QR code) to an authenticator app now: it is not shown again.');
  console.log('Log in at /operator with the e-mail address, the password and the current six-digit code.');
}
