// S14 and S15 (targets.md) on the API: every cookie the API sets is HttpOnly and SameSite=Lax, Secure in a
// production build; every answer of every documented operation (and the docs UI, 404, 405, 413, 415 and
// router errors) carries nosniff, a frame ban, a Referrer-Policy and a CSP, HSTS exactly in production; no
// error shows a stack trace or internals. The session token is dead after logout and password change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CLIENT, type TestContext } from '../helper';
import {
  BATTERY_PASSWORD,
  createActor,
  loginAs,
  nextIp,
  openApiOperations,
  printTable,
  setupSecurityApp,
  stackTraceIn,
  urlOf,
  type App,
  type Operation,
} from './harness';
import { sample } from './malformed';

let ctx: TestContext;
let prod: App;
let ops: Operation[];
beforeAll(async () => {
  ctx = await setupSecurityApp();
  prod = await ctx.extraApp({ production: true, publicUrl: 'https://amora.example', devMailbox: 'off' });
  ops = await openApiOperations(ctx.app);
}, 180_000);
afterAll(async () => ctx?.close());

/** What is wrong with a response's headers (and, for errors, its body); [] when nothing. */
function headerProblems(res: LightMyRequestResponse, production: boolean): string[] {
  const h = res.headers;
  const out: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  if (h['x-content-type-options'] !== 'nosniff') out.push('no nosniff');
  if (!/frame-ancestors 'none'/.test(csp) && String(h['x-frame-options']).toUpperCase() !== 'DENY') {
    out.push('may be framed');
  }
  if (!h['referrer-policy']) out.push('no Referrer-Policy');
  if (!csp) out.push('no CSP');
  if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) out.push('CSP allows inline/eval scripts');
  if (String(h['content-type'] ?? '').startsWith('text/html') && !/(default-src|script-src) /.test(csp)) {
    out.push('HTML without a script policy');
  }
  const hsts = String(h['strict-transport-security'] ?? '');
  if (production && !/max-age=\d{7,}/.test(hsts)) out.push('no HSTS in production');
  if (!production && hsts) out.push('HSTS outside production');
  if (h['x-powered-by']) out.push('x-powered-by');
  if (res.statusCode >= 400) {
    const trace = stackTraceIn(res.body);
    if (trace) out.push(`internals in the error (${trace})`);
  }
  return out;
}

function cookieProblems(res: LightMyRequestResponse, production: boolean): string[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const out: string[] = [];
  for (const c of list) {
    const name = c.split('=')[0];
    if (!/;\s*HttpOnly/i.test(c)) out.push(`${name} not HttpOnly`);
    if (!/;\s*SameSite=(Lax|Strict)/i.test(c)) out.push(`${name} not SameSite=Lax`);
    if (production && !/;\s*Secure/i.test(c)) out.push(`${name} not Secure in production`);
    if (!/;\s*Path=\//i.test(c)) out.push(`${name} without a Path`);
  }
  return out;
}

/** One plausible request per operation, as a visitor and as a member, plus the routes outside the document. */
async function walk(app: App, production: boolean, member: { cookie: string; id: string }) {
  const rows: { route: string; answers: number; cookies: number; problems: string }[] = [];
  let answers = 0;
  let cookies = 0;
  const failures: string[] = [];
  const check = (route: string, res: LightMyRequestResponse) => {
    answers += 1;
    const setCookie = res.headers['set-cookie'];
    if (setCookie) cookies += Array.isArray(setCookie) ? setCookie.length : 1;
    const problems = [...headerProblems(res, production), ...cookieProblems(res, production)];
    for (const p of problems) failures.push(`${route} → ${res.statusCode}: ${p}`);
    return problems;
  };
  for (const op of ops) {
    // Logout and account deletion would end the member's session for the rest of the walk: they are
    // walked as visitors here (their headers), and logout's cookie in the session test below.
    const asMember = !/logout|account\.php/.test(op.path);
    const params = Object.fromEntries(op.params.map((p) => [p.name, String(sample(p.schema))]));
    const query = Object.fromEntries(
      op.query
        .filter((p) => p.required)
        .map((p) => [p.name, p.name === 'id' ? member.id : String(sample(p.schema))]),
    );
    const url = urlOf(op, params, query);
    const payload = op.body ? JSON.stringify(sample(op.body)) : undefined;
    let n = 0;
    const problems: string[] = [];
    for (const cookie of asMember ? ['', member.cookie] : ['']) {
      const res = await app.inject({
        method: op.method as 'GET',
        url,
        headers: {
          ...CLIENT,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        payload,
        remoteAddress: nextIp(),
      });
      n += 1;
      problems.push(...check(`${op.key}`, res));
    }
    rows.push({ route: op.key, answers: n, cookies: 0, problems: problems.join('; ') });
  }
  const extra: [string, InjectOptions][] = [
    ['docs UI', { url: '/api/docs' }],
    ['docs UI html', { url: '/api/docs/static/index.html' }],
    ['docs json', { url: '/api/docs/json' }],
    ['404', { url: '/api/nothing-here.php' }],
    ['405', { method: 'PATCH', url: '/api/user.php' }],
    ['router 400', { url: '/api/media/%zz' }],
    ['router 414', { url: `/api/media/${'a'.repeat(300)}` }],
    [
      '413',
      {
        method: 'PUT',
        url: '/api/profile.php',
        headers: { 'content-type': 'application/json', cookie: member.cookie },
        payload: JSON.stringify({ bio: 'x'.repeat(200_000) }),
      },
    ],
    [
      '415',
      {
        method: 'PUT',
        url: '/api/profile.php',
        headers: { 'content-type': 'text/plain', cookie: member.cookie },
        payload: 'x',
      },
    ],
    [
      'bad JSON',
      {
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT, 'content-type': 'application/json' },
        payload: '{',
      },
    ],
  ];
  for (const [name, req] of extra) {
    const res = await app.inject({ remoteAddress: nextIp(), ...req });
    const problems = check(name, res);
    rows.push({ route: name, answers: 1, cookies: 0, problems: problems.join('; ') });
  }
  return { rows, answers, cookies, failures };
}

describe('S15: security headers on every API answer; S14: session cookies', () => {
  for (const production of [false, true]) {
    const mode = production ? 'production' : 'development';
    it(`every documented route and error (${mode} build)`, { timeout: 300_000 }, async () => {
      const app = production ? prod : ctx.app;
      const m = await createActor(ctx, { name: 'Headers' });
      const session = production ? `auth._token=${(await loginAs(prod, m.email)).token}` : m.cookie;
      const { rows, answers, failures } = await walk(app, production, { cookie: session, id: m.id });
      printTable(
        `S15 headers (${mode})`,
        rows.filter((r) => r.problems),
        `S15 ${mode}: ${rows.length} routes, ${answers} answers checked (nosniff, frame ban, Referrer-Policy, CSP, ` +
          `HSTS ${production ? 'present' : 'absent'}, no internals in errors) — ${failures.length} problems`,
      );
      expect(failures).toEqual([]);
    });

    it(`every cookie of login, sign-up and logout (${mode} build)`, async () => {
      const app = production ? prod : ctx.app;
      const m = await createActor(ctx, { name: 'Cookies' });
      const checked: string[] = [];
      const problems: string[] = [];
      const login = (await loginAs(app, m.email)).res;
      const signup = await app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: CLIENT,
        remoteAddress: nextIp(),
        payload: {
          email: `cookie-${production ? 'p' : 'd'}-${Date.now()}@example.com`,
          name: 'Cookie',
          password: BATTERY_PASSWORD,
          date_of_birth: '1990-01-01',
          gender: 'female',
          sexuality: 'hetero',
        },
      });
      const token = login.cookies.find((c) => c.name === 'auth._token')!.value;
      const logout = await app.inject({
        url: '/api/logout.php',
        headers: { ...CLIENT, cookie: `auth._token=${token}` },
        remoteAddress: nextIp(),
      });
      for (const [name, res] of [
        ['login', login],
        ['sign-up', signup],
        ['logout', logout],
      ] as const) {
        const raw = res.headers['set-cookie'];
        const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
        checked.push(...list.map((c) => `${name}: ${c.split(';')[0]!.split('=')[0]}`));
        problems.push(...cookieProblems(res, production).map((p) => `${name}: ${p}`));
      }
      const names = new Set(checked.map((c) => c.split(': ')[1]));
      expect(names.has('auth._token')).toBe(true);
      // The token is dead after logout.
      const after = await app.inject({
        url: '/api/user.php',
        headers: { ...CLIENT, cookie: `auth._token=${token}` },
      });
      expect(after.statusCode).toBe(403);
      printTable(
        `S14 cookies (${mode})`,
        [],
        `S14 ${mode}: ${checked.length} Set-Cookie headers checked (${[...names].join(', ')}): HttpOnly, SameSite=Lax, ` +
          `Path${production ? ', Secure' : ''} — ${problems.length} problems; token dead after logout: yes`,
      );
      expect(problems).toEqual([]);
    });
  }

  it('the old token is dead after a password change', async () => {
    const m = await createActor(ctx, { name: 'Rotate' });
    const other = (await loginAs(ctx.app, m.email)).token;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { ...CLIENT, cookie: m.cookie },
      remoteAddress: nextIp(),
      payload: { old_password: BATTERY_PASSWORD, new_password: 'another-long-password-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stale = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, cookie: `auth._token=${other}` },
    });
    expect(stale.statusCode).toBe(403);
  });
});
