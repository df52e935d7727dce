import type { TAuditQuery, TAuditRow } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { auditLog } from '@dating/db/schema';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashIp } from '../accounts/signup-repo';
import type { App } from '../types';
import { operatorOf, type OperatorActor } from './operator-auth';

/** What an operator did, for its `audit_log` row. */
export interface AuditEntry {
  action: string;
  subjectType?: string | null;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (a reason, a count, …). */
  details?: Record<string, unknown>;
}

/**
 * Writes the audit row of an operator action: who (`operator:<email>` or `system:operator-token`), what,
 * when, on what, before and after. `db` may be the action's transaction, so the row commits with the change.
 * The table is append-only (trigger of migration 0014): no route and no operator can change a row.
 */
export async function writeAudit(
  db: Db,
  app: App,
  request: FastifyRequest,
  entry: AuditEntry,
  actor: OperatorActor = operatorOf(request),
): Promise<void> {
  await db.insert(auditLog).values({
    actor: actor.actor,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ipHash: hashIp(app.config.deviceCookieSecret, request.ip),
    data: {
      ...(entry.details ?? {}),
      ...(entry.before === undefined ? {} : { before: entry.before }),
      ...(entry.after === undefined ? {} : { after: entry.after }),
      ...(actor.id ? { operator_id: actor.id } : {}),
    },
    createdAt: app.config.now(),
  });
}

/**
 * An operator's change and its audit row in one transaction: `act` does the change (given who decides and
 * when), `audit` describes it from what `act` returned (null: nothing changed, no row). Answers what `act`
 * returned; an error in either rolls both back.
 */
export async function audited<T>(
  app: App,
  request: FastifyRequest,
  act: (tx: Db, by: { decidedBy: string; now: Date }) => Promise<T>,
  audit: (done: T) => AuditEntry | null,
): Promise<T> {
  return app.db.db.transaction(async (tx) => {
    const done = await act(tx, { decidedBy: operatorOf(request).actor, now: app.config.now() });
    const entry = audit(done);
    if (entry) await writeAudit(tx, app, request, entry);
    return done;
  });
}

/** The search's filters: the contract's query (packages/core, ADR 0037). */
export type AuditQuery = TAuditQuery;
/** One row as the API answers it; declared once in packages/core and read by the console too. */
export type AuditRow = TAuditRow;

/**
 * The audit log newest first, filtered by actor, action (exact or a `prefix.*`), subject and time, paged by
 * `before_id`.
 */
export async function searchAudit(db: Db, q: AuditQuery): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (q.actor) where.push(eq(auditLog.actor, q.actor));
  if (q.action) {
    where.push(
      q.action.endsWith('.*')
        ? sql`starts_with(${auditLog.action}, ${q.action.slice(0, -1)})`
        : eq(auditLog.action, q.action),
    );
  }
  if (q.subject_type) where.push(eq(auditLog.subjectType, q.subject_type));
  if (q.subject_id) where.push(eq(auditLog.subjectId, q.subject_id));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(q.from)));
  if (q.to) where.push(lte(auditLog.createdAt, new Date(q.to)));
  if (q.before_id) where.push(lt(auditLog.id, q.before_id));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    data: r.data ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
