// Issue 15 "bad input and security" for the operator API: the authorization matrix (every operator endpoint ×
// {visitor, member session, admin, moderator, host, finance}: only the listed roles pass), guessed ids that
// reveal nothing, and ≥ 1,000 malformed requests per operator endpoint → 4xx envelopes and 0 database changes.
// Every operator endpoint of the OpenAPI document must have a row here, so a new one cannot skip the matrix.
import { randomBytes, randomUUID } from 'node:crypto';
import type { OperatorRole } from '@dating/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper';
import {
  OPERATOR_TOKEN,
  changeCount,
  changesSince,
  createActor,
  envelopeProblem,
  installChangeDetector,
  nextIp,
  openApiOperations,
  printTable,
  rng,
  setupSecurityApp,
  type Operation,
} from '../security/harness';
import { malformedCases } from '../security/malformed';
import { newOperator, operatorCookie, type TestOperator } from './operator-helper';

const FULL = process.env.SECURITY_BATTERY_FULL === '1';
/**
 * Guessed ids per endpoint: 10,000 under `pnpm test:security` (SECURITY_BATTERY_FULL=1), 500 inside `pnpm test`
 * to keep the suite's time reasonable (like the S3 battery); OPERATOR_GUESSES overrides both.
 */
const GUESSES = Number(process.env.OPERATOR_GUESSES ?? (FULL ? 10_000 : 500));
/** Malformed requests per operator endpoint. */
const MALFORMED = 1_000;

const ROLES: readonly OperatorRole[] = ['admin', 'moderator', 'host', 'finance'];
const CALLERS = ['visitor', 'member', ...ROLES] as const;
type Caller = (typeof CALLERS)[number];

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Req = { method: string; url: string; payload?: Record<string, unknown> };
/** What a request to an endpoint carries: a JSON body, or a query string (for `{file}`: the file name). */
type Input = string | Record<string, unknown>;

/** The request of `key` ('POST /api/operator/x.php') carrying `input`. */
function requestOf(key: string, input: Input = ''): Req {
  const [method, path] = key.split(' ') as [string, string];
  if (typeof input !== 'string') return { method, url: path, payload: input };
  if (path.includes('{')) return { method, url: path.replace(/\{\w+\}/, input) };
  return { method, url: input ? `${path}?${input}` : path };
}

/**
 * Every operator endpoint: the roles that pass besides admin, a harmless request (`probe`: an unknown id, a
 * read; none: no body or query) whose answer shows whether the caller got past the role check, and for the
 * endpoints that take an id the request of a guessed one.
 */
const ENDPOINTS: Record<
  string,
  { roles: OperatorRole[]; probe?: () => Input; guess?: (id: string) => Input }
> = {
  'GET /api/operator/me.php': { roles: ['moderator', 'host', 'finance'] },
  'POST /api/operator/operators.php': {
    roles: [],
    // The address is taken: 409 for an admin, nothing created.
    probe: () => ({ email: takenEmail, name: 'Taken', roles: ['host'], password: 'long-enough-password' }),
  },
  'GET /api/operator/photo-queue.php': { roles: ['moderator'] },
  'POST /api/operator/photo-decision.php': {
    roles: ['moderator'],
    probe: () => ({ photo: UNKNOWN, decision: 'approve' }),
    guess: (id) => ({ photo: id, decision: 'reject', reason: 'guess' }),
  },
  'POST /api/operator/photo-moderation.php': {
    roles: ['moderator'],
    probe: () => ({ photo: UNKNOWN, decision: 'approve' }),
    guess: (id) => ({ photo: id, decision: 'reject' }),
  },
  'GET /api/operator/media/{file}': {
    roles: ['moderator'],
    probe: () => `${'f'.repeat(32)}.webp`,
    guess: () => `${randomBytes(16).toString('hex')}.webp`,
  },
  'GET /api/operator/audit-log.php': { roles: [], probe: () => 'limit=1' },
  'GET /api/operator/host-queue.php': { roles: ['host'], probe: () => 'limit=1' },
  'POST /api/operator/host-reply.php': {
    roles: ['host'],
    probe: () => ({ conversation: UNKNOWN, body: 'hello', client_id: randomUUID() }),
    guess: (id) => ({ conversation: id, body: 'hello', client_id: randomUUID() }),
  },
  'POST /api/operator/host-handled.php': { roles: ['host'], probe: () => ({ conversation: UNKNOWN }) },
  'GET /api/operator/host-rules.php': { roles: ['host'] },
  'GET /api/operator/complaints.php': { roles: ['finance'] },
  'POST /api/operator/complaint-answer.php': {
    roles: ['finance'],
    probe: () => ({ id: UNKNOWN, answer: 'An answer that is long enough.' }),
    guess: (id) => ({ id, answer: 'An answer that is long enough.' }),
  },
  'POST /api/operator/goodwill.php': {
    roles: ['finance'],
    probe: () => ({
      user_id: UNKNOWN,
      credits: 5,
      reason: 'Matrix check',
      idempotency_key: `matrix-${randomUUID()}`,
    }),
    guess: (id) => ({ user_id: id, credits: 5, reason: 'Guess', idempotency_key: `guess-${randomUUID()}` }),
  },
  'GET /api/operator/member-finance.php': {
    roles: ['finance'],
    probe: () => `q=${UNKNOWN}`,
    guess: (id) => `q=${id}`,
  },
  'POST /api/operator/refund.php': {
    roles: ['finance'],
    probe: () => ({ order_id: UNKNOWN, reason: 'Matrix check' }),
    guess: (id) => ({ order_id: id, reason: 'Guess' }),
  },
  'GET /api/operator/discount-codes.php': { roles: ['finance'], probe: () => 'limit=1' },
  'POST /api/operator/discount-code.php': {
    roles: ['finance'],
    // An unknown site: 404 for finance, nothing created.
    probe: () => ({
      code: `MATRIX-${randomBytes(3).toString('hex').toUpperCase()}`,
      value_percentage: 5,
      site_id: UNKNOWN,
    }),
  },
  'POST /api/operator/discount-code-expire.php': {
    roles: ['finance'],
    probe: () => ({ id: UNKNOWN }),
    guess: (id) => ({ id }),
  },
  'GET /api/operator/discount-code-redemptions.php': {
    roles: ['finance'],
    probe: () => `id=${UNKNOWN}`,
    guess: (id) => `id=${id}`,
  },
  'GET /api/operator/fictional-profiles.php': { roles: [], probe: () => 'limit=1' },
  'GET /api/operator/fictional-profile.php': {
    roles: [],
    probe: () => `id=${UNKNOWN}`,
    guess: (id) => `id=${id}`,
  },
  'POST /api/operator/fictional-profile.php': {
    roles: [],
    // Under 18: 400 for an admin before anything is written.
    probe: () => ({
      name: 'Matrix',
      gender: 'female',
      sexuality: 'hetero',
      date_of_birth: '2020-01-01',
      country: 'NL',
    }),
  },
  'PUT /api/operator/fictional-profile.php': {
    roles: [],
    probe: () => ({ id: UNKNOWN, bio: 'Matrix check' }),
    guess: (id) => ({ id, bio: 'Guess' }),
  },
  'POST /api/operator/fictional-photo.php': {
    roles: [],
    probe: () => `id=${UNKNOWN}`,
    guess: (id) => `id=${id}`,
  },
  'GET /api/operator/page-bounces.php': { roles: ['finance'] },
  'GET /api/operator/reports.php': { roles: ['moderator'], probe: () => 'limit=1' },
  'POST /api/operator/report-decision.php': {
    roles: ['moderator'],
    probe: () => ({ report: UNKNOWN, decision: 'dismiss' }),
    guess: (id) => ({ report: id, decision: 'ban' }),
  },
  'POST /api/operator/member-restore.php': {
    roles: ['moderator'],
    probe: () => ({ member: UNKNOWN, unban: true }),
    guess: (id) => ({ member: id, unban: true }),
  },
  'GET /api/operator/profile-texts.php': { roles: ['moderator'], probe: () => 'limit=1' },
  'POST /api/operator/profile-text-decision.php': {
    roles: ['moderator'],
    probe: () => ({ id: UNKNOWN, decision: 'approve' }),
    guess: (id) => ({ id, decision: 'reject', ground: 'spam' }),
  },
  // Last: it ends the caller's session.
  'POST /api/operator/logout.php': { roles: ['moderator', 'host', 'finance'] },
};

let ctx: TestContext;
let ops: Operation[];
let all: Operation[];
let takenEmail = '';
const cookies = {} as Record<Caller, string>;
const operators = {} as Record<OperatorRole, TestOperator>;

beforeAll(async () => {
  ctx = await setupSecurityApp();
  for (const role of ROLES) operators[role] = await newOperator(ctx, [role]);
  takenEmail = operators.host.email;
  cookies.visitor = '';
  cookies.member = (await createActor(ctx, { name: 'Matrix' })).cookie;
  for (const role of ROLES) cookies[role] = await operatorCookie(ctx, operators[role]);
  await installChangeDetector(ctx);
  // The login is the one operator call without a role (it creates the session); its bodies are checked below.
  all = (await openApiOperations(ctx.app)).filter((o) => o.path.startsWith('/api/operator/'));
  ops = all.filter((o) => o.key !== 'POST /api/operator/login.php');
}, 180_000);
afterAll(async () => ctx?.close());

const send = (r: Req, cookie: string) =>
  ctx.app.inject({
    method: r.method as 'GET',
    url: r.url,
    remoteAddress: nextIp(),
    headers: cookie ? { cookie } : {},
    ...(r.payload ? { payload: r.payload } : {}),
  });

describe('operator authorization matrix', () => {
  it('covers every operator endpoint of the OpenAPI document', () => {
    expect(ops.map((o) => o.key).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it(
    'lets only the listed roles (and admin) through, and changes nothing while refusing',
    { timeout: 300_000 },
    async () => {
      const rows: Record<string, string | number>[] = [];
      const wrong: string[] = [];
      let cells = 0;
      for (const [name, e] of Object.entries(ENDPOINTS)) {
        const row: Record<string, string | number> = { endpoint: name };
        for (const caller of CALLERS) {
          const allowed = caller === 'admin' || (e.roles as string[]).includes(caller);
          const before = await changeCount(ctx);
          const res = await send(requestOf(name, e.probe?.()), cookies[caller]);
          const changed = (await changeCount(ctx)) !== before;
          const passed = res.statusCode !== 403;
          cells += 1;
          row[caller] = res.statusCode;
          if (passed !== allowed)
            wrong.push(`${name} as ${caller}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (!allowed && changed)
            wrong.push(
              `${name} as ${caller}: refused but changed ${(await changesSince(ctx, before)).join(', ')}`,
            );
          if (res.statusCode >= 400 && envelopeProblem(res))
            wrong.push(`${name} as ${caller}: ${envelopeProblem(res)}`);
        }
        rows.push(row);
      }
      printTable(
        '[operator matrix] status per endpoint and caller (403 = refused by the role check)',
        rows,
        `[operator matrix] ${Object.keys(ENDPOINTS).length} endpoints × ${CALLERS.length} callers = ${cells} cells; unexpected ${wrong.length}`,
      );
      expect(wrong).toEqual([]);
    },
  );

  it('answers guessed ids exactly like an unknown id (nothing revealed)', { timeout: 600_000 }, async () => {
    const admin = await operatorCookie(ctx, operators.admin);
    const rows: Record<string, string | number>[] = [];
    let total = 0;
    const before = await changeCount(ctx);
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      if (!e.guess) continue;
      const reference = await send(requestOf(name, e.guess(UNKNOWN)), admin);
      const tally = new Map<string, number>();
      for (let i = 0; i < GUESSES; i++) {
        const res = await send(requestOf(name, e.guess(randomUUID())), admin);
        const body = res.json() as { error?: { code?: string } };
        const key = `${res.statusCode} ${body.error?.code ?? ''}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      total += GUESSES;
      const refKey = `${reference.statusCode} ${(reference.json() as { error?: { code?: string } }).error?.code ?? ''}`;
      rows.push({
        endpoint: name,
        guesses: GUESSES,
        answers: [...tally].map(([k, n]) => `${k} ×${n}`).join(', '),
        unknown_id: refKey,
      });
      expect([...tally.keys()], name).toEqual([refKey]);
      expect(reference.statusCode, name).toBe(404);
    }
    const changes = await changesSince(ctx, before);
    printTable(
      '[operator matrix] guessed ids as an admin',
      rows,
      `[operator matrix] ${total} guesses; database changes ${changes.length}`,
    );
    expect(changes).toEqual([]);
  });
});

describe('operator endpoints under malformed requests', () => {
  it(
    `answers ${MALFORMED} malformed requests per endpoint with 4xx envelopes and changes nothing`,
    { timeout: 900_000 },
    async () => {
      const rows: Record<string, string | number>[] = [];
      const failures: string[] = [];
      const headers = { authorization: `Bearer ${OPERATOR_TOKEN}` };
      const fill = (op: Operation) => ({
        params: Object.fromEntries(
          op.params.map((p) => [p.name, p.name === 'file' ? `${'f'.repeat(32)}.webp` : 'x']),
        ),
        query: {},
      });
      for (const [i, op] of all.entries()) {
        // Reads: every case (a read changes nothing). Writes: the cases that break the contract for certain (a
        // well-formed one with poison in a string may legitimately act).
        const generated = malformedCases(
          op,
          op.method === 'GET' ? MALFORMED : MALFORMED * 2,
          rng(7_000 + i),
          fill,
          headers,
        );
        const cases =
          op.method === 'GET' ? generated : generated.filter((c) => c.mustReject).slice(0, MALFORMED * 1.2);
        const tally = new Map<number, number>();
        const before = await changeCount(ctx);
        for (const c of cases) {
          const res = await ctx.app.inject({
            method: c.method as 'POST',
            url: c.url,
            headers: c.headers,
            remoteAddress: nextIp(),
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
          // A read may ignore what it does not read (a body, a content type); a broken contract is always refused.
          if ((c.mustReject && res.statusCode < 400) || res.statusCode >= 500) {
            failures.push(`${op.key} ${c.label}: ${res.statusCode}`);
          }
          const problem = res.statusCode >= 400 ? envelopeProblem(res) : null;
          if (problem) failures.push(`${op.key} ${c.label}: ${problem}`);
        }
        const changes = await changesSince(ctx, before);
        if (changes.length) failures.push(`${op.key}: changed ${changes.join(', ')}`);
        rows.push({
          operation: op.key,
          malformed: cases.length,
          'must refuse': cases.filter((c) => c.mustReject).length,
          answers: [...tally].map(([s, n]) => `${s}×${n}`).join(' '),
          'db changes': changes.length,
        });
        expect(cases.length, op.key).toBeGreaterThanOrEqual(MALFORMED);
      }
      printTable(
        '[operator S1] malformed requests per operator endpoint',
        rows,
        `[operator S1] failures ${failures.length}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
    },
  );
});
