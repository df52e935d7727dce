import { createHash } from 'node:crypto';
import type { TLocale } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { dataExports, users, type DataExportStatus } from '@dating/db/schema';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';

/** SHA-256 (hex) of a link token: only this is stored. */
export const hashExportToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  locale: TLocale;
  createdAt: Date;
  expiresAt: Date | null;
  fileName: string | null;
  bytes: number | null;
}

const columns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  locale: dataExports.locale,
  createdAt: dataExports.createdAt,
  expiresAt: dataExports.expiresAt,
  fileName: dataExports.fileName,
  bytes: dataExports.bytes,
};

/** The member's newest request that counts for the once-a-day limit (a failed build does not count). */
export async function latestExport(db: Db, userId: string): Promise<ExportRow | null> {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Queues a request unless one was made in the last `intervalMs`: one transaction holding the member's row, so
 * two requests at once make one export. Returns the queued row, or the blocking one with `created: false`.
 */
export async function queueExport(
  db: Db,
  userId: string,
  locale: TLocale,
  now: Date,
  intervalMs: number,
): Promise<{ created: boolean; row: ExportRow }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const last = await latestExport(tx as unknown as Db, userId);
    if (last && last.createdAt.getTime() > now.getTime() - intervalMs) return { created: false, row: last };
    const [row] = await tx.insert(dataExports).values({ userId, locale, createdAt: now }).returning(columns);
    return { created: true, row: row! };
  });
}

/** Takes the oldest queued request for building (skipping one another process holds); null when none. */
export async function claimQueuedExport(db: Db, now: Date): Promise<ExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'building', startedAt: now })
    .where(
      eq(
        dataExports.id,
        sql`(select id from data_exports where status = 'queued' order by created_at limit 1 for update skip locked)`,
      ),
    )
    .returning(columns);
  return row ?? null;
}

/** Builds that started before `staleBefore` and never finished (a process died): queued again. */
export async function requeueStaleBuilds(db: Db, staleBefore: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'queued', startedAt: null })
    .where(and(eq(dataExports.status, 'building'), lte(dataExports.startedAt, staleBefore)))
    .returning({ id: dataExports.id });
  return rows.length;
}

export async function markExportReady(
  db: Db,
  id: string,
  r: { tokenHash: string; fileName: string; bytes: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'ready', ...r })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(eq(dataExports.id, id));
}

/** Ready exports whose link has expired: marked expired, their file names returned for deletion. */
export async function expireExports(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ fileName: dataExports.fileName });
  return rows.flatMap((r) => (r.fileName ? [r.fileName] : []));
}

/** Of these file names, the ones a live export still points at (the rest are left-overs to delete). */
export async function liveExportFiles(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(inArray(dataExports.fileName, names), eq(dataExports.status, 'ready')));
  return new Set(rows.flatMap((r) => (r.fileName ? [r.fileName] : [])));
}

/** The export of a link token, if it belongs to `userId`: ready, or expired (for the page that says so). */
export async function exportOfToken(db: Db, userId: string, token: string): Promise<ExportRow | null> {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .where(and(eq(dataExports.tokenHash, hashExportToken(token)), eq(dataExports.userId, userId)))
    .limit(1);
  return row ?? null;
}
