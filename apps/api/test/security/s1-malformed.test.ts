// S1 (targets.md): for every operation of the OpenAPI document, at least 1,000 malformed requests generated
// from its schemas, half as a visitor and half as a logged-in member. Passing figure: 0 answers ≥ 500, every
// 4xx in the error envelope (no internals), every request that breaks the contract refused, and 0 database
// changes from refused requests (row triggers count every insert, delete and real update; see harness.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper';
import { CLIENT } from '../helper';
import {
  changeCount,
  changesSince,
  createActor,
  envelopeProblem,
  installChangeDetector,
  loginAs,
  nextIp,
  openApiOperations,
  printTable,
  rng,
  setupSecurityApp,
  type Actor,
  type Operation,
} from './harness';
import { malformedCases, sample } from './malformed';

/** Requests per operation and role (visitor, member): ≥ 1,000 per operation in all. */
const PER_ROLE = Number(process.env.S1_PER_ROLE ?? 500);
/** Requests between two reads of the database change counter. */
const BATCH = 50;

let ctx: TestContext;
let member: Actor;
let target: Actor;
let ops: Operation[];

beforeAll(async () => {
  ctx = await setupSecurityApp();
  member = await createActor(ctx, { name: 'Battery', gender: 'male' });
  target = await createActor(ctx, { name: 'Target', gender: 'female' });
  await installChangeDetector(ctx);
  ops = await openApiOperations(ctx.app);
}, 180_000);
afterAll(async () => ctx?.close());

/** Plausible path and query values: a real member id, a real photo file, the filters a client sends. */
function fill(op: Operation): { params: Record<string, string>; query: Record<string, string> } {
  const known: Record<string, string> = {
    id: target.id,
    file: 'ffffffffffffffffffffffffffffffff.webp',
    lat: '52.37',
    lon: '4.89',
    to: target.email,
    token: 'A'.repeat(43),
    code: 'BATTERY',
  };
  const value = (p: Operation['query'][number]) => known[p.name] ?? String(sample(p.schema));
  return {
    params: Object.fromEntries(op.params.map((p) => [p.name, value(p)])),
    query: Object.fromEntries(op.query.filter((p) => p.required).map((p) => [p.name, value(p)])),
  };
}

interface Row {
  operation: string;
  requests: number;
  '2xx/3xx': number;
  '4xx': number;
  '≥500': number;
  'bad envelope': number;
  'accepted malformed': number;
  'db changes on 4xx': number;
  ms: number;
}

describe('S1: malformed requests to every documented operation', () => {
  it('answers every one with a clean 4xx and changes nothing', { timeout: 600_000 }, async () => {
    const started = Date.now();
    const rows: Row[] = [];
    const failures: string[] = [];
    for (const [i, op] of ops.entries()) {
      const row: Row = {
        operation: op.key,
        requests: 0,
        '2xx/3xx': 0,
        '4xx': 0,
        '≥500': 0,
        'bad envelope': 0,
        'accepted malformed': 0,
        'db changes on 4xx': 0,
        ms: 0,
      };
      const t0 = Date.now();
      for (const role of ['visitor', 'member'] as const) {
        // A fresh session for every operation: a malformed call must not have ended it, but a read such as
        // logout may legitimately do so.
        const cookie = role === 'member' ? `auth._token=${(await loginAs(ctx.app, member.email)).token}` : '';
        const headers: Record<string, string> = { ...CLIENT, ...(cookie ? { cookie } : {}) };
        const cases = malformedCases(
          op,
          PER_ROLE,
          rng(1_000 * i + (role === 'member' ? 1 : 0)),
          fill,
          headers,
        );
        // The change counter is read once per batch; a batch that changed the database and had an accepted
        // request is replayed request by request, its refused ones alone, to find out which one did it.
        let before = await changeCount(ctx);
        let batch: { label: string; c: (typeof cases)[number]; status: number }[] = [];
        const flush = async () => {
          const now = await changeCount(ctx);
          if (now !== before) {
            const refused = batch.filter((b) => b.status >= 400 && b.c.mustReject);
            let found = 0;
            for (const b of refused) {
              const b0 = await changeCount(ctx);
              const again = await send(b.c);
              if (again.statusCode >= 400 && (await changeCount(ctx)) !== b0) {
                found += 1;
                failures.push(
                  `${op.key} [${role}] ${b.label}: ${again.statusCode} but changed ${(await changesSince(ctx, b0)).join(', ')}`,
                );
              }
            }
            if (!found && batch.every((b) => b.status >= 400 && b.c.mustReject)) {
              found = 1;
              failures.push(
                `${op.key} [${role}] a batch of refused requests changed ${(await changesSince(ctx, before)).join(', ')} (not reproduced one by one)`,
              );
            }
            row['db changes on 4xx'] += found;
          }
          before = await changeCount(ctx);
          batch = [];
        };
        const send = (c: (typeof cases)[number]) =>
          ctx.app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers: c.headers,
            payload: c.payload,
            remoteAddress: op.path.startsWith('/api/dev/') ? '127.0.0.1' : nextIp(),
          });
        for (const c of cases) {
          let res;
          try {
            res = await send(c);
          } catch (error) {
            row['≥500'] += 1;
            failures.push(`${op.key} [${role}] ${c.label}: inject threw ${String(error)}`);
            continue;
          }
          row.requests += 1;
          const s = res.statusCode;
          if (s >= 500) {
            row['≥500'] += 1;
            failures.push(`${op.key} [${role}] ${c.label}: ${s} ${res.body.slice(0, 160)}`);
          } else if (s >= 400) {
            row['4xx'] += 1;
            const problem = envelopeProblem(res);
            if (problem) {
              row['bad envelope'] += 1;
              failures.push(`${op.key} [${role}] ${c.label}: ${s} ${problem}`);
            }
          } else {
            row['2xx/3xx'] += 1;
            if (c.mustReject) {
              row['accepted malformed'] += 1;
              failures.push(`${op.key} [${role}] ${c.label}: accepted with ${s}`);
            }
          }
          batch.push({ label: c.label, c, status: s });
          if (batch.length >= BATCH) await flush();
        }
        await flush();
      }
      row.ms = Date.now() - t0;
      rows.push(row);
    }
    const total = rows.reduce((n, r) => n + r.requests, 0);
    const sum = (k: keyof Row) => rows.reduce((n, r) => n + Number(r[k]), 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    printTable(
      `S1 malformed requests (${PER_ROLE} per role and operation, visitor + member)`,
      rows as unknown as Record<string, string | number>[],
      `S1: ${ops.length} operations, ${total} requests (min ${Math.min(...rows.map((r) => r.requests))} per operation) in ${seconds} s — ` +
        `≥500: ${sum('≥500')}, bad envelope: ${sum('bad envelope')}, accepted malformed: ${sum('accepted malformed')}, ` +
        `db changes on 4xx: ${sum('db changes on 4xx')}`,
    );
    if (failures.length) {
      // One line per operation and kind of failure, with its first example.
      const groups = new Map<string, { n: number; first: string }>();
      for (const f of failures) {
        const key = f
          .replace(/\[(visitor|member)\] /, '')
          .replace(/:.*$/, '')
          .replace(/ (#\d+|= .*)$/, '');
        const kind = /: (\d{3})|accepted|changed|threw/.exec(f)?.[0] ?? '';
        const g = groups.get(`${key} ${kind}`) ?? { n: 0, first: f };
        g.n += 1;
        groups.set(`${key} ${kind}`, g);
      }
      console.log(`S1 failures (${failures.length}):`);
      for (const g of groups.values()) console.log(`  ×${g.n}  ${g.first.slice(0, 300)}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    for (const r of rows) expect(r.requests, r.operation).toBeGreaterThanOrEqual(1_000);
  });
});
