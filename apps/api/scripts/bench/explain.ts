import { schema, type Db, type DbHandle } from '@dating/db';
import { type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';

/** The part of a PGlite instance or a node-postgres pool this script uses: both answer `query(text, params)`. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Captured {
  text: string;
  params: unknown[];
}

/**
 * A second drizzle instance on the same connection(s) whose logger records every statement: the exact SQL
 * `searchMembers` sends, to EXPLAIN it.
 */
export function capturingDb(h: DbHandle): { db: Db; client: RawClient; take(): Captured[] } {
  const client = (h.db as unknown as { $client: RawClient }).$client;
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

export async function explain(client: RawClient, q: Captured): Promise<string> {
  const res = await client.query(`explain (analyze, buffers) ${q.text}`, q.params);
  return res.rows.map((r) => String(r['QUERY PLAN'])).join('\n');
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
