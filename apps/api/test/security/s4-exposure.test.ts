// S4 (targets.md): field exposure and mass assignment.
//  - Every GET operation of the OpenAPI document, walked as member A, as a premium member and as a visitor
//    with every id parameter pointing at member B (who liked A, wrote to A, logged in from a known address,
//    subscribed to push and asked for a password reset): no response carries B's e-mail, birth date, login IP,
//    user agent, password hash, session token or its hash, e-mail token hash or push subscription, and no
//    response has an `email` of another member or a coordinate field.
//  - Every write operation with a JSON body, sent with `credits`, `paid_user`, `status`, `fictional` (and
//    friends) added: the member's own credits, paid flag, account status and fictional flag never change.
// To extend: add secrets to `secretsOf`, id parameter names to ID_PARAMS, forbidden fields to FORBIDDEN.
import { randomBytes, randomUUID, generateKeyPairSync } from 'node:crypto';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, postLogin, type TestContext } from '../helper';
import {
  BATTERY_PASSWORD,
  createActor,
  nextIp,
  openApiOperations,
  printTable,
  setupSecurityApp,
  urlOf,
  VISITOR,
  type Actor,
  type Json,
  type Operation,
} from './harness';
import { sample } from './malformed';

const B_IP = '203.0.113.77';
const B_AGENT = `BatterySecretAgent/${randomBytes(6).toString('hex')}`;

let ctx: TestContext;
let A: Actor;
let B: Actor;
let P: Actor;
let conversation: string | null = null;
let ops: Operation[];

async function call(
  a: Actor,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...CLIENT, ...(a.cookie ? { cookie: a.cookie } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
    remoteAddress: nextIp(),
  });
}

beforeAll(async () => {
  ctx = await setupSecurityApp();
  ops = await openApiOperations(ctx.app);
  A = await createActor(ctx, { name: 'Viewer', gender: 'male', sexuality: 'hetero', credits: 50 });
  P = await createActor(ctx, {
    name: 'Premium',
    gender: 'male',
    sexuality: 'hetero',
    paidUser: true,
    credits: 50,
  });
  B = await createActor(ctx, {
    name: 'Secretive',
    email: `b-secret-${randomBytes(4).toString('hex')}@leak.example`,
    gender: 'female',
    sexuality: 'hetero',
    credits: 50,
    // Another age than every other member of the battery, so that B's birth date is B's alone.
    age: 47,
    loginIp: B_IP,
  });
  // A second session of B from a recognisable browser.
  const ua = await postLogin(
    ctx.app,
    { email: B.email, password: BATTERY_PASSWORD },
    { headers: { 'user-agent': B_AGENT }, remoteAddress: B_IP },
  );
  expect(ua.statusCode).toBe(200);
  // B likes A and writes to A; B subscribes to push and asks for a password reset (an e-mail token).
  expect((await call(B, 'POST', '/api/like.php', { profile: A.id })).statusCode).toBe(200);
  const sent = await call(B, 'POST', '/api/messages.php', {
    profile: A.id,
    kind: 'text',
    body: 'hello A',
    client_id: randomUUID(),
  });
  if (sent.statusCode === 200)
    conversation = (sent.json() as { message: { conversation: string } }).message.conversation;
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
  await call(B, 'POST', '/api/user.php?push=1', {
    endpoint: `https://fcm.googleapis.com/fcm/send/b-secret-${randomUUID()}`,
    keys: { p256dh, auth: randomBytes(16).toString('base64url') },
  });
  await call(VISITOR, 'POST', '/api/reset-password.php', { email: B.email });
}, 180_000);
afterAll(async () => ctx?.close());

/** Every secret of B the database holds, in the forms a leak could take. */
async function secretsOf(member: Actor): Promise<Record<string, string[]>> {
  const db = ctx.db.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, member.id));
  const sessions = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id));
  const tokens = await db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, member.id));
  const push = await db
    .select()
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.userId, member.id));
  const dob = String(profile!.dateOfBirth);
  const [y, m, d] = dob.slice(0, 10).split('-');
  const hash = user!.passwordHash ?? '';
  return {
    email: [member.email, encodeURIComponent(member.email)],
    'birth date': [dob.slice(0, 10), `${d}.${m}.${y}`, `${d}-${m}-${y}`, `${m}/${d}/${y}`],
    'password hash': [hash, hash.split('$').pop() ?? hash].filter((s) => s.length >= 16),
    'session token': [member.token],
    'session hash': sessions.map((s) => s.tokenHash),
    'login IP': [B_IP, ...sessions.map((s) => s.ip ?? '').filter(Boolean)],
    'user agent': [B_AGENT],
    'e-mail token hash': tokens.map((t) => t.tokenHash),
    'push subscription': push.flatMap((p) => [p.endpoint, p.p256dh]),
  };
}

/** Values for the id-like parameters of GET operations: all about B. */
function idValue(name: string): string | undefined {
  const ids: Record<string, string | undefined> = {
    id: B.id,
    profile: B.id,
    member: B.id,
    conversation: conversation ?? undefined,
  };
  return ids[name];
}

/** JSON keys that must never appear in an answer about another member. */
const COORDINATE_KEYS = /^(lat|lon|lng|latitude|longitude|coords|coordinates|location)$/i;

function keyProblems(value: unknown, viewer: Actor, path = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (k === 'email' && typeof v === 'string' && v !== viewer.email)
      out.push(`${path}.${k} is another member's e-mail`);
    if (
      /password|token_hash|tokenhash|^ip$|ip_address|user_agent|date_of_birth|birth/i.test(k) &&
      v !== null
    ) {
      out.push(`${path}.${k} present`);
    }
    if (COORDINATE_KEYS.test(k)) out.push(`${path}.${k} present`);
    out.push(...keyProblems(v, viewer, `${path}.${k}`));
  }
  return out;
}

describe('S4: field exposure', () => {
  it("no GET answer carries another member's secrets", { timeout: 300_000 }, async () => {
    const secrets = await secretsOf(B);
    const reads = ops.filter((o) => o.method === 'GET' && !/logout/.test(o.path));
    const failures: string[] = [];
    const rows: Record<string, string | number>[] = [];
    let answers = 0;
    let searched = 0;
    for (const op of reads) {
      const params = Object.fromEntries(
        op.params.map((p) => [p.name, idValue(p.name) ?? String(sample(p.schema))]),
      );
      const required = Object.fromEntries(
        op.query.filter((p) => p.required).map((p) => [p.name, idValue(p.name) ?? String(sample(p.schema))]),
      );
      const withIds = { ...required };
      for (const p of op.query) {
        const v = idValue(p.name);
        if (v && p.name !== 'conversation') withIds[p.name] = v;
      }
      const variants = [urlOf(op, params, required), urlOf(op, params, withIds)];
      if (op.path === '/api/messages.php' && conversation) variants.push(urlOf(op, params, { conversation }));
      if (op.path === '/api/search.php') variants.push(urlOf(op, params, { gender: 'female', limit: '48' }));
      let statuses = '';
      for (const url of [...new Set(variants)]) {
        for (const viewer of [A, P, VISITOR]) {
          const res = await call(viewer, 'GET', url);
          answers += 1;
          statuses += `${res.statusCode} `;
          const body = res.body;
          for (const [what, values] of Object.entries(secrets)) {
            for (const v of values) {
              searched += 1;
              if (v && body.toLowerCase().includes(v.toLowerCase())) {
                failures.push(
                  `${url} as ${viewer === A ? 'A' : viewer === P ? 'premium' : 'visitor'}: B's ${what}`,
                );
              }
            }
          }
          if (String(res.headers['content-type'] ?? '').includes('json') && op.path !== '/api/geocode.php') {
            try {
              // GET /api/user.php is the caller's own account (its own birth date and e-mail): not scanned by key.
              const own = op.path === '/api/user.php';
              if (!own) for (const p of keyProblems(JSON.parse(body), viewer)) failures.push(`${url}: ${p}`);
            } catch {
              /* not JSON after all */
            }
          }
        }
      }
      rows.push({ operation: op.key, answers: statuses.trim().split(' ').length, statuses: statuses.trim() });
    }
    printTable(
      'S4 field exposure (GET operations walked as A, a premium member and a visitor, ids pointing at B)',
      rows,
      `S4 exposure: ${reads.length} GET operations, ${answers} answers, ${searched} secret searches ` +
        `(${Object.keys(secrets).join(', ')}; plus e-mail/coordinate/hash keys) — ${failures.length} leaks`,
    );
    expect(conversation, 'B could write to A (the chat walk needs a conversation)').toBeTruthy();
    expect(failures).toEqual([]);
  });
});

/** Fields a member must never set on themselves, spelled as a client might try. */
const FORBIDDEN: Record<string, Json> = {
  credits: 999_999,
  paid_user: true,
  paidUser: true,
  status: 'active',
  fictional: true,
  is_fictional: true,
  role: 'admin',
  is_admin: true,
  confirmed_at: '2020-01-01T00:00:00Z',
  user_id: '00000000-0000-4000-8000-000000000001',
};

/** Valid bodies of the member's own write calls, so that the extra fields are the only thing wrong. */
const VALID: Record<string, Json> = {
  'PUT /api/profile.php': { name: 'Renamed', bio: 'hello there' },
  'PUT /api/user.php': { language: 'de' },
  'PUT /api/notifications.php': { email: { like: false } },
  'PUT /api/invisible.php': { invisible: false },
};

describe('S4: mass assignment', () => {
  it(
    'credits, paid_user, status and fictional are never settable by the member',
    { timeout: 300_000 },
    async () => {
      const M = await createActor(ctx, { name: 'Assigner', gender: 'male', credits: 7 });
      const guarded = async () => {
        const [u] = await ctx.db.db
          .select({ credits: schema.users.credits, paid: schema.users.paidUser, status: schema.users.status })
          .from(schema.users)
          .where(eq(schema.users.id, M.id));
        const [p] = await ctx.db.db
          .select({ fictional: schema.profiles.fictional })
          .from(schema.profiles)
          .where(eq(schema.profiles.userId, M.id));
        return JSON.stringify({ ...u, ...p });
      };
      const before = await guarded();
      const writes = ops.filter(
        (o) => o.method !== 'GET' && o.body?.type === 'object' && !/account\.php|logout/.test(o.path),
      );
      const rows: Record<string, string | number>[] = [];
      const failures: string[] = [];
      let sent = 0;
      for (const op of writes) {
        const bodies: Json[] = [];
        const base = (VALID[op.key] ?? sample(op.body!)) as Record<string, Json>;
        bodies.push({ ...base, ...FORBIDDEN });
        for (const [k, v] of Object.entries(FORBIDDEN)) bodies.push({ ...base, [k]: v });
        bodies.push({ ...base, profile: { ...(base.profile as object), credits: 999_999 } as Json });
        const statuses = new Map<number, number>();
        for (const body of bodies) {
          const res = await call(M, op.method, urlOf(op, {}, {}), body);
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) failures.push(`${op.key}: ${res.statusCode}`);
          const now = await guarded();
          if (now !== before)
            failures.push(`${op.key} with ${JSON.stringify(body).slice(0, 80)}: ${before} → ${now}`);
        }
        rows.push({
          operation: op.key,
          requests: bodies.length,
          answers: [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' '),
        });
      }
      // The valid bodies alone are accepted: the refusals above were for the extra fields.
      for (const [key, body] of Object.entries(VALID)) {
        const op = ops.find((o) => o.key === key);
        if (!op) continue;
        const res = await call(M, op.method, urlOf(op, {}, {}), body);
        if (res.statusCode !== 200)
          failures.push(`${key}: the valid body alone answered ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
      // Sign-up: a new account never starts with credits, the paid flag or a fictional profile it asked for.
      const email = `assign-${randomBytes(4).toString('hex')}@example.com`;
      const signup = {
        email,
        name: 'Newcomer',
        password: BATTERY_PASSWORD,
        date_of_birth: '1990-01-01',
        gender: 'female',
        sexuality: 'hetero',
      };
      const refused = await call(VISITOR, 'POST', '/api/signup.php', { ...signup, ...FORBIDDEN });
      if (refused.statusCode < 400)
        failures.push(`sign-up with forbidden fields answered ${refused.statusCode}`);
      const ok = await call(VISITOR, 'POST', '/api/signup.php', signup);
      expect(ok.statusCode, ok.body).toBe(200);
      const [created] = await ctx.db.db.select().from(schema.users).where(eq(schema.users.email, email));
      if (!created || created.paidUser || created.credits > 0)
        failures.push(`sign-up created ${JSON.stringify(created)}`);
      printTable(
        'S4 mass assignment (own write calls with forbidden fields added)',
        rows,
        `S4 mass assignment: ${writes.length} write operations, ${sent} requests with ${Object.keys(FORBIDDEN).join(', ')} — ` +
          `${failures.length} problems (credits/paid_user/status/fictional unchanged: ${(await guarded()) === before ? 'yes' : 'NO'})`,
      );
      expect(failures).toEqual([]);
    },
  );
});
