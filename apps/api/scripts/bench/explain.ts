import { schema, sqlLiteral, type Db, type DbHandle } from '@dating/db';
import { type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';

/** The part of a PGlite instance or a node-postgres pool this script uses: both answer `query(text, params)`. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A node-postgres pool: one connection of it, to PREPARE and EXECUTE on the same session. */
interface RawPool extends RawClient {
  connect(): Promise<RawClient & { release(): void }>;
}

export interface Captured {
  text: string;
  params: unknown[];
}

/**
 * A second drizzle instance on the same connection(s) as the search (`h.generic`) whose logger records every
 * statement: the exact SQL `searchMembers` sends, to EXPLAIN it.
 */
export function capturingDb(h: DbHandle): { db: Db; client: RawClient; take(): Captured[] } {
  const client = (h.generic as unknown as { $client: RawClient }).$client;
  const log: Captured[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void log.push({ text, params }) };
  const db =
    h.kind === 'pglite'
      ? drizzlePglite({ client: client as never, schema, logger })
      : drizzleNodePg({ client: client as never, schema, logger });
  return { db: db as unknown as Db, client, take: () => log.splice(0) };
}

const dialect = new PgDialect();

/** A drizzle `sql` fragment as text and parameters. */
export function toCaptured(query: SQL): Captured {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of `q` as the search runs it. With `generic` (PostgreSQL's search pool, or PGlite
 * with the mode set per call) the statement is PREPAREd and EXECUTEd in one session with
 * `plan_cache_mode = force_generic_plan`, so the plan shown is the generic plan the route uses (planned by the
 * first run; EXPLAIN shows the reuse).
 */
export async function explain(client: RawClient, q: Captured, generic = false): Promise<string> {
  const planOf = (rows: Record<string, unknown>[]) => rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  if (!generic) return planOf((await client.query(`explain (analyze, buffers) ${q.text}`, q.params)).rows);
  // EXECUTE is a utility statement: its arguments are literals (typed by the PREPARE), not bound parameters.
  const args = q.params.map(sqlLiteral).join(', ');
  if (!('connect' in client)) {
    // PGlite: one session; the mode is set locally to each implicit transaction, as pgliteGenericStatement does.
    const lite = client as RawClient & { exec(text: string): Promise<{ rows: Record<string, unknown>[] }[]> };
    await lite.query(`prepare bench_explain as ${q.text}`);
    try {
      const force = 'set local plan_cache_mode = force_generic_plan';
      await lite.exec(`${force}; execute bench_explain(${args})`); // the first run plans; EXPLAIN shows the reuse
      const res = await lite.exec(`${force}; explain (analyze, buffers) execute bench_explain(${args})`);
      return planOf(res[1]?.rows ?? []);
    } finally {
      await lite.query('deallocate bench_explain');
    }
  }
  const c = await (client as RawPool).connect();
  try {
    await c.query(`prepare bench_explain as ${q.text}`);
    await c.query(`execute bench_explain(${args})`); // the first run plans; EXPLAIN shows the reuse
    return planOf((await c.query(`explain (analyze, buffers) execute bench_explain(${args})`)).rows);
  } finally {
    await c.query('deallocate bench_explain').catch(() => undefined);
    c.release();
  }
}

export interface PlanSummary {
  indexes: string[];
  sorts: string[];
  seqScans: string[];
  planningMs: number;
  executionMs: number;
  sharedHit: number;
  sharedRead: number;
}

export function summarizePlan(plan: string): PlanSummary {
  const indexes = [
    ...plan.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g),
  ].map((m) => m[1] as string);
  const sorts = [
    ...plan.matchAll(/(?:Incremental )?Sort {2}\(.*?rows=(\d+)[^)]*\)(?: \(actual[^)]*rows=(\d+))?/g),
  ].map((m) => `${m[0].startsWith('Incremental') ? 'Incremental Sort' : 'Sort'} (${m[2] ?? m[1]} rows)`);
  const sortMethods = [...plan.matchAll(/Sort Method: ([^\n]+)/g)].map((m) => (m[1] as string).trim());
  const seqScans = [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1] as string);
  const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
  const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
  const planning = /Planning Time: ([\d.]+) ms/.exec(plan);
  return {
    indexes: [...new Set(indexes)],
    sorts: sorts.map((s, i) => (sortMethods[i] ? `${s}, ${sortMethods[i]}` : s)),
    seqScans: [...new Set(seqScans)],
    planningMs: planning ? Number(planning[1]) : Number.NaN,
    executionMs: exec ? Number(exec[1]) : Number.NaN,
    sharedHit: buffers?.[1] ? Number(buffers[1]) : 0,
    sharedRead: buffers?.[2] ? Number(buffers[2]) : 0,
  };
}
